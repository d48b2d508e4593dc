import { readFileSync } from 'node:fs';
import { describe, expect, it as test } from 'vitest';
import { catalogMessages as it } from '../../src/messages/admin';
import { catalogFileText, toCatalog } from '../../src/messages/catalog';

describe('the catalogue the server serves', () => {
  test('is the web app messages as they are now (run `npm run catalog -w apps/web` after changing them)', () => {
    const committed = readFileSync(
      new URL('../../../../packages/shared/src/catalog/it.json', import.meta.url),
      'utf8',
    );
    expect(committed).toBe(catalogFileText(it));
  });

  test('turns a message with arguments into its text with %{name} placeholders', () => {
    expect(
      toCatalog({
        a: { version: (v: string) => `Versione ${v}`, pair: (x: number, y: number) => `${x}/${y}` },
      }),
    ).toEqual({ a: { version: 'Versione %{v}', pair: '%{x}/%{y}' } });
  });

  test('names the fields a message reads of an argument, never "undefined"', () => {
    const conflict = (by: { name: string; time: string } | null) =>
      by ? `Modificato da ${by.name} alle ${by.time}` : 'Modificato';
    expect(toCatalog({ conflict })).toEqual({ conflict: 'Modificato da %{by.name} alle %{by.time}' });
    expect(JSON.stringify(toCatalog(it))).not.toContain('da undefined');
  });
});
