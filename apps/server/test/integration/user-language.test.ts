import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, dialects, PASSWORD, type Harness } from './support/harness';

/**
 * The user's language (issue 45, migration 039): Italian unless chosen, in the user's JSON and
 * the login's answer, written by the back office like any field and by every user on their own
 * record only; a value the app does not speak is refused by field, and the server's sentences
 * stay Italian.
 */
describe.each(dialects)('the user language on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(() => h.close());

  const login = (email: string) =>
    h.request({
      method: 'POST',
      url: '/api/v2/authenticate',
      payload: { auth: { email, password: PASSWORD } },
    });

  it('is Italian for every user who did not choose, and shows in the login answer', async () => {
    const res = await login('op@test.it');
    expect(res.statusCode).toBe(200);
    expect((res.json() as { language: string }).language).toBe('it');
  });

  it('is chosen by the operator on their own record, and the next login answers it', async () => {
    const res = await h.request({
      method: 'PATCH',
      url: `/api/v2/users/${h.users.operator}`,
      token: h.tokens.operator,
      payload: { user: { language: 'ro' } },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { language: string }).language).toBe('ro');
    expect(((await login('op@test.it')).json() as { language: string }).language).toBe('ro');
  });

  it("is refused to an operator on another user's record, and beside any other field", async () => {
    const other = await h.request({
      method: 'PATCH',
      url: `/api/v2/users/${h.users.supervisor}`,
      token: h.tokens.operator,
      payload: { user: { language: 'en' } },
    });
    expect(other.statusCode).toBe(403);
    const more = await h.request({
      method: 'PATCH',
      url: `/api/v2/users/${h.users.operator}`,
      token: h.tokens.operator,
      payload: { user: { language: 'en', admin: true } },
    });
    expect(more.statusCode).toBe(403);
  });

  it('is written by the back office on create and update; an unknown language is refused by field', async () => {
    const created = await h.request({
      method: 'POST',
      url: '/api/v2/users',
      token: h.tokens.admin,
      payload: { user: { email: 'ar@test.it', password: PASSWORD, language: 'ar' } },
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: number; language: string }).id;
    expect((created.json() as { language: string }).language).toBe('ar');
    const bad = await h.request({
      method: 'PATCH',
      url: `/api/v2/users/${id}`,
      token: h.tokens.admin,
      payload: { user: { language: 'fr' } },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ id: 'invalid_input', fields: ['language'] });
    expect((bad.json() as { error: string }).error).toMatch(/^Valore non valido per il campo Lingua/);
    const shown = await h.request({ method: 'GET', url: `/api/v2/users/${id}`, token: h.tokens.admin });
    expect((shown.json() as { language: string }).language).toBe('ar');
  });
});
