import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, dialects, type Harness } from '../support/harness';

/** The gem's info routes: schema, dsl, translations, ntp, swagger beside version, heartbeat, roles, settings. */
describe.each(dialects)('info routes on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(() => h.close());

  const get = (url: string, token?: string) =>
    h.request({ method: 'GET', url: `/api/v2/info/${url}`, token });

  it('version, openapi and swagger answer without a token; swagger is the openapi document', async () => {
    expect((await get('version')).statusCode).toBe(200);
    const openapi = await get('openapi');
    const swagger = await get('swagger');
    expect(openapi.statusCode).toBe(200);
    expect(swagger.json()).toEqual(openapi.json());
    expect(openapi.json().paths['/items/multi']).toBeDefined();
    expect(openapi.json().paths['/items/{id}/multi'].delete).toBeDefined();
    expect(openapi.json().paths['/items'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['q', 'a', 'json_attrs']),
    );
    expect(openapi.json().components.schemas.Error.required).toEqual(['error', 'id']);
  });

  it.each(['schema', 'dsl', 'translations', 'ntp', 'heartbeat', 'roles', 'settings'])(
    '%s needs a token',
    async (route) => {
      const res = await get(route);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Autenticazione richiesta', id: 'unauthenticated' });
    },
  );

  it('schema: per model the user may read, fields with types, associations and methods', async () => {
    const schema = (await get('schema', h.tokens.operator)).json();
    expect(schema.users).toBeUndefined();
    expect(schema.printers).toMatchObject({
      name: 'string',
      port: 'integer',
      default: 'boolean',
      plant_id: 'integer',
      associations: { has_many: [], belongs_to: ['plant'] },
      methods: ['is_online'],
    });
    expect(schema.items.associations).toEqual({
      has_many: ['locations', 'additional_barcodes'],
      belongs_to: ['measure_unit', 'location'],
    });
    const admin = (await get('schema', h.tokens.admin)).json();
    expect(admin.users.email).toBe('string');
    expect(admin.users.password_digest).toBeUndefined();
  });

  it('dsl: the default presentation of each model, in the terms of a', async () => {
    const dsl = (await get('dsl', h.tokens.admin)).json();
    expect(dsl.users.only).toContain('email');
    expect(dsl.users.only).not.toContain('password_digest');
    expect(Object.keys(dsl.users.include)).toEqual(['roles']);
    expect(Object.keys(dsl.picks.include)).toEqual(
      expect.arrayContaining(['item', 'location', 'project_rows']),
    );
    expect(Object.keys(dsl.picks.include.item.include)).toContain('measure_unit');
    expect(dsl.packages.methods).toEqual(['pictures']);
  });

  it('translations: the product catalogue as nested JSON, Italian by default', async () => {
    const it = (await get('translations', h.tokens.operator)).json();
    expect(it.login.failed).toBe('Utente o password non validi');
    expect(it.app.version).toBe('Versione %{v}');
    expect((await get('translations?locale=it', h.tokens.operator)).json()).toEqual(it);
    const other = await get('translations?locale=xx', h.tokens.operator);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ error: 'Lingua non disponibile: xx', id: 'invalid_input' });
  });

  it("ntp: the server's time in ISO UTC and epoch milliseconds", async () => {
    const before = Date.now();
    const ntp = (await get('ntp', h.tokens.operator)).json();
    expect(ntp.epoch_ms).toBeGreaterThanOrEqual(before);
    expect(ntp.epoch_ms).toBeLessThanOrEqual(Date.now());
    expect(new Date(ntp.time).getTime()).toBe(ntp.epoch_ms);
    expect(ntp.time).toMatch(/Z$/);
  });
});
