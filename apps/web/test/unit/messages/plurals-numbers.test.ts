/**
 * Plural forms by each language's rule (Intl.PluralRules), and numbers as each language writes and
 * types them (issue 45): the decimal mark of the language, Latin digits in Arabic.
 */
import { afterEach, describe, expect, it as test } from 'vitest';
import { MAX_QUANTITY, QUANTITY_DECIMALS, type Language } from '@warehouse/shared';
import * as common from '../../../src/messages/lang/common';
import { formatDate, formatQuantity } from '../../../src/domain/format';
import { acceptsQuantityText, parseQuantity, readQuantity } from '../../../src/lib/scan/quantity';
import { decimalMark, plural, pluralOf, setActive } from '../../../src/messages/locale';
import { texts as ar } from '../../../src/messages/lang/ar';
import { texts as en } from '../../../src/messages/lang/en';
import { texts as ro } from '../../../src/messages/lang/ro';
import { m } from '../../../src/messages/it';

const show = (language: Language) =>
  setActive(language, { handheld: { en, ro, ar, it: undefined }[language] as Record<string, unknown> });

afterEach(() => setActive('it', {}));

describe('plural forms', () => {
  test("follow each language's categories", () => {
    expect([1, 2, 5].map((n) => pluralOf(n, 'en'))).toEqual(['one', 'other', 'other']);
    expect([1, 2, 19, 20, 101].map((n) => pluralOf(n, 'ro'))).toEqual(['one', 'few', 'few', 'other', 'few']);
    expect([0, 1, 2, 3, 11, 100].map((n) => pluralOf(n, 'ar'))).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'many',
      'other',
    ]);
    expect(plural(4, { one: 'one', other: 'other' }, 'ar')).toBe('other');
  });

  test('read as a warehouse worker says them', () => {
    expect(en.package.selected(1)).toBe('1 parcel selected');
    expect(en.package.selected(3)).toBe('3 parcels selected');
    expect(ro.package.selected(1)).toBe('1 colet selectat');
    expect(ro.package.selected(3)).toBe('3 colete selectate');
    expect(ro.package.selected(20)).toBe('20 de colete selectate');
    expect(ar.package.selected(1)).toBe('طرد واحد محدد');
    expect(ar.package.selected(2)).toBe('طردان محددان');
    expect(ar.package.selected(5)).toBe('\u20665\u2069 طرود محددة');
    expect(ar.package.selected(11)).toBe('\u206611\u2069 طردًا محددًا');
  });

  test('name the picking and the parcel by the trade words', () => {
    expect([en.home.entries.picking, ro.home.entries.picking, ar.home.entries.picking]).toEqual([
      'WAREHOUSE PICKING',
      'CULEGERE DIN DEPOZIT',
      'الانتقاء من المستودع',
    ]);
    expect([en.packing.modal.package, ro.packing.modal.package, ar.packing.modal.package]).toEqual([
      'Parcel',
      'Colet',
      'الطرد',
    ]);
  });
});

describe('numbers', () => {
  test("the language files' quantity limits are the shared rule's", () => {
    expect([common.MAX_QUANTITY, common.QUANTITY_DECIMALS]).toEqual([MAX_QUANTITY, QUANTITY_DECIMALS]);
  });

  test('show the decimal mark of the language shown, Latin digits in Arabic', () => {
    const shown = (['it', 'en', 'ro', 'ar'] as const).map((language) => {
      show(language);
      return [decimalMark(language), formatQuantity(1234.5), formatDate('2026-12-07')];
    });
    expect(shown).toEqual([
      [',', '1234,5', '07/12/2026'],
      ['.', '1234.5', '07/12/2026'],
      [',', '1234,5', '07.12.2026'],
      ['.', '1234.5', expect.stringMatching(/^07\/12\/2026$|^\u200f?07\u200f?\/12\u200f?\/2026$/)],
    ]);
  });

  test("accept the language's decimal mark in a quantity field", () => {
    for (const [language, typed] of [
      ['it', '2,5'],
      ['en', '2.5'],
      ['ro', '2,5'],
      ['ar', '2.5'],
    ] as const) {
      show(language);
      expect(acceptsQuantityText(typed, true)).toBe(true);
      expect(parseQuantity(typed)).toBe(2.5);
      expect(readQuantity(typed, { divisible: true })).toEqual({
        ok: true,
        quantity: 2.5,
        implausible: false,
      });
    }
  });

  test("refuse a quantity in the language shown, with the shared rule's reason", () => {
    show('ro');
    expect(readQuantity('-1', { divisible: true })).toEqual({
      ok: false,
      message: m.rules.quantity.negative,
    });
    expect(m.rules.quantity.negative).toBe('Nu sunt permise valori negative în câmpul Cantitate!');
    show('it');
    expect(readQuantity('-1', { divisible: true })).toEqual({
      ok: false,
      message: 'Non è consentito inserire valori negativi nel campo Quantità!',
    });
  });
});
