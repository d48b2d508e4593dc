import type { FastifyInstance } from 'fastify';
import type { Services } from './services';
import { buildOpenApi } from './openapi';
import { VERSION } from './info-version';

export { VERSION } from './info-version';

export function publicInfoRoutes(app: FastifyInstance) {
  app.get('/info/version', async () => ({ version: VERSION }));
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

export function infoRoutes(app: FastifyInstance, services: Services) {
  app.get('/info/heartbeat', async () => ({ ok: true }));
  app.get('/info/roles', async () =>
    services.db.selectFrom('roles').select(['id', 'name', 'description']).orderBy('id').execute(),
  );
  app.get('/info/settings', async () => groupedSettings(services));
  app.get('/info/openapi', async () => buildOpenApi(services.registry));
}
