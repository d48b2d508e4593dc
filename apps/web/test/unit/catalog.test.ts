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
});
