import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { can } from '../auth/permissions';
import type { Services } from '../services/services';
import { forbidden, NO_TOKEN, notFound, unauthenticated } from '../errors';

/**
 * A file's address names its random storage key (a UUID), never the attachment's sequential id,
 * so that one file's address says nothing about another's.
 */
export const fileRoute = (key: string) => `/api/v2/files/${key}`;
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Stored files (package pictures, signatures), behind the permissions of their record: a bearer
 * token whose user may read the record's model, or the short-lived signature of the URL that was
 * given, with the record, to a user who could read it.
 */
export function fileRoutes(app: FastifyInstance, services: Services) {
  app.get<{ Params: { key: string }; Querystring: { exp?: string; sig?: string } }>(
    '/files/:key',
    async (request, reply) => {
      const { key } = request.params;
      if (!KEY.test(key)) throw notFound('File non trovato');
      const signed =
        request.query.exp !== undefined &&
        request.query.sig !== undefined &&
        services.tokens.verifyUrl(fileRoute(key), request.query.exp, request.query.sig);
      const user = request.currentUser;
      if (!user && !signed) throw unauthenticated(NO_TOKEN);
      const file = await services.db
        .selectFrom('attachments')
        .selectAll()
        .where('storage_key', '=', key)
        .executeTakeFirst();
      if (!file) throw notFound('File non trovato');
      if (!signed && !can(user!, 'read', String(file.owner_model))) throw forbidden();
      reply
        .type(file.content_type as string)
        .header(
          'content-disposition',
          `inline; filename*=UTF-8''${encodeURIComponent(String(file.filename))}`,
        )
        .header('cache-control', 'private, max-age=300');
      return reply.send(createReadStream(join(services.uploadDir, key)));
    },
  );
}
