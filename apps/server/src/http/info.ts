import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogs, DEFAULT_LOCALE } from '@warehouse/shared/catalog';
import type { ModelDefinition } from '../models/types';
import { can } from '../auth/permissions';
import type { Services } from '../services/services';
import { buildOpenApi } from './openapi';
import { VERSION } from './info-version';
import { badRequest } from '../errors';
import { defaultShape, type Shape } from '../services/serialize';
import { dashboardRoutes } from './dashboard';
import { abilitiesRoutes } from './abilities';

export { VERSION } from './info-version';

/** What answers without a token, as the gem's do: the version and the API description. */
export function publicInfoRoutes(app: FastifyInstance, services: Services) {
  app.get('/info/version', async () => ({ version: VERSION }));
  // `swagger` is the gem's older name for the same document.
  app.get('/info/openapi', async () => buildOpenApi(services.registry));
  app.get('/info/swagger', async () => buildOpenApi(services.registry));
}

/** Settings grouped by namespace, values as stored strings: `{ track: { enable_receipt: "true" } }`. */
export async function groupedSettings(
  services: Services,
): Promise<Record<string, Record<string, string | null>>> {
  const rows = await services.db.selectFrom('settings').select(['ns', 'key', 'raw']).orderBy('id').execute();
  const grouped: Record<string, Record<string, string | null>> = {};
  for (const row of rows) {
    (grouped[row.ns as string] ??= {})[row.key as string] = (row.raw as string | null) ?? null;
  }
  return grouped;
}

const readableModels = (services: Services, request: FastifyRequest) =>
  services.registry.all().filter((m) => request.currentUser && can(request.currentUser, 'read', m.name));

const readableColumns = (model: ModelDefinition) =>
  Object.entries(model.columns).filter(([column]) => !model.hidden?.includes(column));

/** The gem's column types: `id` columns are integers. */
const schemaType = (type: string) => (type === 'id' ? 'integer' : type);

/** `/info/schema`: each field with its type, the associations and the computed fields (`methods`). */
function schemaOf(model: ModelDefinition) {
  const fields = Object.fromEntries(readableColumns(model).map(([c, type]) => [c, schemaType(type)]));
  const associations = Object.entries(model.associations);
  return {
    ...fields,
    associations: {
      has_many: associations.filter(([, a]) => a.kind !== 'belongsTo').map(([name]) => name),
      belongs_to: associations.filter(([, a]) => a.kind === 'belongsTo').map(([name]) => name),
    },
    methods: [...model.computed, ...model.files],
  };
}

/** A shape in the `a` parameter's own terms, so a client can send it back changed. */
function dslOf(model: ModelDefinition, services: Services, shape: Shape): object {
  return {
    only: readableColumns(model).map(([column]) => column),
    methods: shape.methods === 'all' ? [...model.computed, ...model.files] : shape.methods,
    include: Object.fromEntries(
      Object.entries(shape.include).map(([name, nested]) => {
        const target = services.registry.get(model.associations[name]!.model)!;
        return [name, dslOf(target, services, nested)];
      }),
    ),
  };
}

export function infoRoutes(app: FastifyInstance, services: Services) {
  // The current user, as /authenticate answers it; the renewed token is in the `token` header.
  app.get('/info/heartbeat', async (request) =>
    services.records.show(services.registry.get('users')!, request.currentUser!.id),
  );
  app.get('/info/roles', async () =>
    services.db.selectFrom('roles').select(['id', 'name', 'description']).orderBy('id').execute(),
  );
  app.get('/info/settings', async () => groupedSettings(services));
  app.get('/info/schema', async (request) =>
    Object.fromEntries(readableModels(services, request).map((m) => [m.name, schemaOf(m)])),
  );
  app.get('/info/dsl', async (request) =>
    Object.fromEntries(
      readableModels(services, request).map((m) => [m.name, dslOf(m, services, defaultShape(m.include))]),
    ),
  );
  app.get<{ Querystring: { locale?: string } }>('/info/translations', async (request) => {
    const locale = request.query.locale || DEFAULT_LOCALE;
    const catalog = catalogs[locale];
    if (!catalog) throw badRequest(`Lingua non disponibile: ${String(locale).slice(0, 20)}`);
    return catalog;
  });
  // The server's clock, for a handheld whose own clock drifts.
  app.get('/info/ntp', async () => {
    const now = new Date();
    return { time: now.toISOString(), epoch_ms: now.getTime() };
  });
  dashboardRoutes(app, services);
  abilitiesRoutes(app, services);
}
