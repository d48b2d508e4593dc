import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ColumnType, ModelDefinition } from '../models/types';
import { registry as models, type ModelRegistry } from '../models/registry';
import { EVENTS, type EventSpec } from '../webhooks/catalog';

/**
 * A JSON Schema (2020-12) per webhook event, made from `EVENTS` and the models' columns: the same
 * declarations that produce the events, so docs/webhook-events.schema.json cannot drift from what is
 * sent (a unit test compares them; `npm run webhook-schemas -w apps/server` runs this file to write it).
 */
type Schema = Record<string, unknown>;

const COLUMN: Record<ColumnType, Schema> = {
  id: { type: 'integer' },
  integer: { type: 'integer' },
  decimal: { type: 'number' },
  string: { type: 'string' },
  text: { type: 'string' },
  boolean: { type: 'boolean' },
  date: { type: 'string', format: 'date' },
  datetime: { type: 'string', format: 'date-time' },
  json: {},
};

/** A record as /api/v2 shows it: its visible columns (nullable), its nested objects and files. */
function recordSchema(model: ModelDefinition): Schema {
  const properties: Record<string, Schema> = {};
  for (const [name, type] of Object.entries(model.columns)) {
    if (model.hidden?.includes(name)) continue;
    const column = COLUMN[type];
    properties[name] =
      name === 'id' ? column : 'type' in column ? { ...column, type: [column.type, 'null'] } : {};
  }
  for (const name of Object.keys(model.include)) properties[name] = { type: ['object', 'array', 'null'] };
  for (const name of model.files) properties[name] = { type: 'array', items: { type: 'object' } };
  for (const name of model.computed) if (!(name in properties)) properties[name] = {};
  return { type: 'object', required: ['id'], properties, additionalProperties: true };
}

/** The `data` of a body too large (over 20 KB) to carry its records. */
const LINKS: Schema = {
  type: 'object',
  required: ['truncated', 'ids', 'links'],
  properties: {
    truncated: { const: true },
    model: { type: ['string', 'null'] },
    ids: { type: 'array', items: { type: 'integer' } },
    links: { type: 'array', items: { type: 'string' } },
    lines_link: { type: 'string' },
  },
};

const OWED_LABEL: Schema = {
  type: 'object',
  required: ['owed_label'],
  properties: {
    owed_label: {
      type: 'object',
      required: ['id', 'project_id', 'template', 'reason'],
      properties: {
        id: { type: 'integer' },
        project_id: { type: 'integer' },
        package_id: { type: ['integer', 'null'] },
        template: { type: 'string' },
        reason: {
          type: 'string',
          description: "why it was not printed: 'no_printer', 'paper_out', 'timeout'…",
        },
        fields: { type: 'object' },
        created_at: { type: 'string' },
      },
    },
  },
};

function dataSchema(spec: EventSpec, registry: ModelRegistry, name: string): Schema {
  if (name === 'label.owed') return OWED_LABEL;
  if (!spec.model)
    return {
      type: 'object',
      properties: {
        webhook: { type: 'object', properties: { id: { type: 'integer' }, url: { type: 'string' } } },
      },
    };
  const model = registry.get(spec.model)!;
  const record = recordSchema(model);
  const properties: Record<string, Schema> = spec.many
    ? { [model.name]: { type: 'array', items: record } }
    : { [model.singular]: record };
  if (spec.lines) properties.lines = { type: 'array', items: recordSchema(registry.get(spec.lines.model)!) };
  if (name === 'item.changed')
    properties.deleted = { const: true, description: 'the item was deleted: as it was' };
  return {
    oneOf: [
      { type: 'object', required: Object.keys(properties).filter((k) => k !== 'deleted'), properties },
      LINKS,
    ],
  };
}

/** Every event's schema: the envelope (`id`, `type`, `timestamp`, `actor`) and its `data`. */
export function eventSchemas(registry: ModelRegistry): Schema {
  const events = Object.fromEntries(
    (Object.entries(EVENTS) as [string, EventSpec][]).map(([name, spec]) => [
      name,
      {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        title: name,
        description: spec.description,
        type: 'object',
        required: ['id', 'type', 'timestamp', 'actor', 'data'],
        properties: {
          id: { type: 'string', description: 'the webhook-id header: the same on every attempt' },
          type: { const: name },
          timestamp: { type: 'string', format: 'date-time', description: 'when the change was committed' },
          actor: {
            type: ['object', 'null'],
            description: 'who did it (null: the server itself)',
            properties: { id: { type: 'integer' }, name: { type: ['string', 'null'] } },
          },
          data: dataSchema(spec, registry, name),
        },
      },
    ]),
  );
  return {
    description: 'Warehouse webhook events (docs/webhooks.md), one JSON Schema per event type',
    events,
  };
}

export const SCHEMAS_FILE = fileURLToPath(
  new URL('../../../../docs/webhook-events.schema.json', import.meta.url),
);
export const renderSchemas = () => `${JSON.stringify(eventSchemas(models), null, 2)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(SCHEMAS_FILE, renderSchemas());
  console.log(`wrote ${SCHEMAS_FILE}`);
}
