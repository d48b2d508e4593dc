/**
 * A back-office save crossing another (issue 41): where both changed a field, the administrator is
 * asked before theirs replaces the stored one, seeing both values and who saved when.
 */
import { describe, expect, it } from 'vitest';
import { mergeDraft, replaceQuestion } from '../../../src/features/admin/edit/conflict';
import type { FieldDescriptor } from '../../../src/features/admin/types';

const fields = [
  { name: 'description', label: 'Descrizione' },
  { name: 'external_code', label: 'Codice esterno' },
  { name: 'retail_price', label: 'Prezzo al pubblico' },
] as unknown as FieldDescriptor[];
const ask = {
  by: (name: string, figure: string, time: string, mine: string) =>
    `${name} ha impostato ${figure} alle ${time}: sostituire con ${mine}?`,
  anonymous: (figure: string, mine: string) =>
    `Nel frattempo è stato impostato ${figure}: sostituire con ${mine}?`,
};
const original = { description: 'Olio', external_code: '', retail_price: 7 };
const stored = { description: 'Olio', external_code: 'di Anna', retail_price: 7.5 };

describe('replaceQuestion', () => {
  it('names the fields both changed, the stored value and theirs, with who and when', () => {
    const mine = { description: 'Olio EVO', external_code: 'di Bruno', retail_price: 7 };
    const draft = {
      ...mergeDraft(fields, original, stored, mine, { id: 1, lock_version: 2 }),
      by: { name: 'Anna' },
      at: '2026-11-27T10:42:00Z',
    };
    expect(replaceQuestion(draft, '(vuoto)', ask, () => '10:42')).toBe(
      'Anna ha impostato Codice esterno «di Anna» alle 10:42: sostituire con Codice esterno «di Bruno»?',
    );
    // Their other edit and Anna's other change are merged, not asked about.
    expect(draft.values).toEqual({ description: 'Olio EVO', external_code: 'di Bruno', retail_price: 7.5 });
  });

  it('nothing to ask when no field of theirs was changed meanwhile; empty values said', () => {
    const untouched = mergeDraft(
      fields,
      original,
      stored,
      { ...original, description: 'Olio 1 l' },
      undefined,
    );
    expect(replaceQuestion(untouched, '(vuoto)', ask, () => '10:42')).toBeNull();
    const cleared = mergeDraft(fields, original, stored, { ...original, external_code: 'x' }, undefined);
    const back = mergeDraft(fields, stored, original, { ...stored, external_code: 'y' }, undefined);
    expect(replaceQuestion(cleared, '(vuoto)', ask, () => '10:42')).toBe(
      'Nel frattempo è stato impostato Codice esterno «di Anna»: sostituire con Codice esterno «x»?',
    );
    expect(replaceQuestion(back, '(vuoto)', ask, () => '10:42')).toContain('Codice esterno «(vuoto)»');
  });
});
