import { describe, expect, it } from 'vitest';
import {
  formSchema,
  initialValues,
  payloadOf,
  serverFieldErrors,
} from '../../../src/features/admin/edit/schema';
import { resourceNamed } from '../../../src/features/admin/resources';

const items = resourceNamed('items')!;
const users = resourceNamed('users')!;

describe('back-office forms from the resource descriptors', () => {
  it('a new item leaves empty fields to the database; an edit clears them', () => {
    const values = initialValues(items.fields, undefined, new URLSearchParams('location_id=4'));
    expect(values).toMatchObject({ code: '', location_id: 4, quantity: '' });
    expect(payloadOf(items.fields, { ...values, code: 'A1' }, true)).toEqual({ code: 'A1', location_id: 4 });
    expect(payloadOf(items.fields, { ...values, code: 'A1' }, false)).toMatchObject({
      code: 'A1',
      location_id: 4,
      quantity: null,
      barcode: null,
    });
  });

  it('a user’s roles come from the record and go back as role_ids; an empty password is not sent', () => {
    const values = initialValues(
      users.fields,
      { id: 3, email: 'a@b.it', roles: [{ id: 1, name: 'supervisore' }] },
      new URLSearchParams(),
    );
    expect(values).toMatchObject({ email: 'a@b.it', role_ids: [1], password: '' });
    const sent = payloadOf(users.fields, values, false);
    expect(sent).toMatchObject({ role_ids: [1] });
    expect(sent).not.toHaveProperty('password');
  });

  it('a new user starts active; a stored user shows as stored, and switching off sends active: false', () => {
    const fresh = initialValues(users.fields, undefined, new URLSearchParams());
    expect(payloadOf(users.fields, { ...fresh, email: 'n@b.it' }, true)).toMatchObject({ active: true });
    const stored = initialValues(
      users.fields,
      { id: 3, email: 'a@b.it', active: false },
      new URLSearchParams(),
    );
    expect(stored.active).toBe(false);
    const on = initialValues(users.fields, { id: 3, email: 'a@b.it', active: true }, new URLSearchParams());
    expect(payloadOf(users.fields, { ...on, active: false }, false)).toMatchObject({ active: false });
  });

  it('the schema refuses a missing required field before anything is sent', () => {
    const result = formSchema(items.fields).safeParse({ code: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['code'], message: 'Campo obbligatorio' });
  });

  it('a server refusal lands at the fields it names, or at the field its message names', () => {
    expect(
      serverFieldErrors(items.fields, { message: 'Valore troppo lungo', errors: { code: 'x' } }),
    ).toEqual({ code: 'Valore troppo lungo' });
    expect(serverFieldErrors(items.fields, { message: 'Valore non valido per il campo Barcode' })).toEqual({
      barcode: 'Valore non valido per il campo Barcode',
    });
    expect(serverFieldErrors(items.fields, { message: 'Errore del server' })).toEqual({});
  });
});
