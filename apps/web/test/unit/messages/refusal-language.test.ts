/**
 * A server refusal in the operator's language (issue 45): by its id, its fields and a quantity's
 * reason; the server's Italian sentence where the id is unknown or the language is Italian.
 */
import { afterEach, describe, expect, it as test } from 'vitest';
import { refusalInLanguage } from '../../../src/lib/api/refusal-language';
import { setActive } from '../../../src/messages/locale';
import { texts as en } from '../../../src/messages/lang/en';

afterEach(() => setActive('it', {}));

describe('a refusal shown in the language of the operator', () => {
  test("says a quantity's reason, a field and a known id in English; the server's sentence otherwise", () => {
    setActive('en', { handheld: en as unknown as Record<string, unknown> });
    const quantity = { id: 'invalid_quantity', reason: 'negative', error: 'Non è consentito…' };
    expect(refusalInLanguage(quantity)).toBe('Negative values are not allowed in the Quantity field!');
    // A reason this client does not know: the id's general text.
    expect(refusalInLanguage({ id: 'invalid_quantity', reason: 'tooOld' })).toBe(
      en.refusals.invalid_quantity,
    );
    expect(refusalInLanguage({ id: 'invalid_input', fields: ['language'] })).toBe(
      en.refusals.invalid_field('language'),
    );
    expect(refusalInLanguage({ id: 'no_such_refusal', error: 'Frase del server' })).toBeUndefined();
  });

  test('leaves the server its Italian sentence when the language is Italian', () => {
    expect(refusalInLanguage({ id: 'invalid_quantity', reason: 'negative' })).toBeUndefined();
  });
});
