import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EVENTS } from '../../../src/webhooks/catalog';
import { renderSchemas, SCHEMAS_FILE } from '../../../src/services/webhook-schemas';

describe('webhook event schemas', () => {
  it('docs/webhook-events.schema.json is what the code generates (npm run webhook-schemas -w apps/server)', () => {
    expect(readFileSync(SCHEMAS_FILE, 'utf8')).toBe(renderSchemas());
  });

  it('has one schema per event, with the record of its model', () => {
    const { events } = JSON.parse(renderSchemas()) as {
      events: Record<string, { properties: Record<string, unknown> }>;
    };
    expect(Object.keys(events).sort()).toEqual(Object.keys(EVENTS).sort());
    const shipped = JSON.stringify(events['package.shipped']!.properties.data);
    expect(shipped).toContain('"packages"');
    expect(shipped).toContain('"shipping_date"');
    expect(JSON.stringify(events['order.concluded']!.properties.data)).toContain('"lines"');
  });
});
