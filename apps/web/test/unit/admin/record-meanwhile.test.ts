/**
 * The live note above an open back-office form (issue 41): the fields someone else saved meanwhile,
 * with their stored values, as the conflict's question names them; a password is never shown.
 */
import { describe, expect, it } from 'vitest';
import { changedFields } from '../../../src/features/admin/edit/use-record-meanwhile';
import type { ResourceDescriptor } from '../../../src/features/admin/types';

const resource = {
  name: 'items',
  fields: [
    { name: 'description', label: 'Descrizione', kind: 'text' },
    { name: 'external_code', label: 'Codice esterno', kind: 'text' },
    { name: 'retail_price', label: 'Prezzo al pubblico', kind: 'number' },
    { name: 'password', label: 'Password', kind: 'password' },
  ],
} as unknown as ResourceDescriptor;
const shown = { id: 1, lock_version: 1, description: 'Olio', external_code: '', retail_price: 7 };

describe('changedFields', () => {
  it('lists each changed field with the value stored now, in the form order', () => {
    const now = { ...shown, lock_version: 2, external_code: 'di Anna', retail_price: 7.5, password: 'x' };
    expect(changedFields(resource, shown, now)).toBe('Codice esterno «di Anna», Prezzo al pubblico «7,5»');
  });

  it('a save that changed nothing the form shows: nothing to say', () => {
    expect(changedFields(resource, shown, { ...shown, lock_version: 2 })).toBe('');
  });
});
