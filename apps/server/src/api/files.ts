import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Services } from './services';
import { NO_TOKEN, notFound, unauthenticated } from './errors';

export const fileRoute = (id: number) => `/api/v2/files/${id}`;

/**
 * Stored files (package pictures, signatures), only for an authenticated
 * user: a bearer token, or the short-lived signature the file URL carries.
 */
export function fileRoutes(app: FastifyInstance, services: Services) {
  app.get<{ Params: { id: string }; Querystring: { exp?: string; sig?: string } }>(
    '/files/:id',
    async (request, reply) => {
      const id = Number(request.params.id);
      if (!Number.isSafeInteger(id)) throw notFound();
      const signed =
        request.query.exp !== undefined &&
        request.query.sig !== undefined &&
        services.tokens.verifyUrl(fileRoute(id), request.query.exp, request.query.sig);
      if (!request.currentUser && !signed) throw unauthenticated(NO_TOKEN);
      const file = await services.db
        .selectFrom('attachments')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!file) throw notFound('File non trovato');
      reply
        .type(file.content_type as string)
        .header(
          'content-disposition',
          `inline; filename*=UTF-8''${encodeURIComponent(String(file.filename))}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=300');
      return reply.send(createReadStream(join(services.uploadDir, file.storage_key as string)));
    },
  );
}
