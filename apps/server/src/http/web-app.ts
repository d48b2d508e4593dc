import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Vite names built assets `name-<hash>.ext`: their content never changes under that name. */
const HASHED_ASSET = /^assets\/.+-[\w-]{8,}\.\w+$/;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The cache lifetime of a built file: hashed assets for a year (immutable), everything else
 * (index.html, the service worker, its registration script, the manifest, icons) revalidated on
 * every load, so a new release reaches the handhelds at their next start.
 */
export function cacheControlFor(relativePath: string): string {
  return HASHED_ASSET.test(relativePath.replace(/\\/g, '/'))
    ? `public, max-age=${YEAR_SECONDS}, immutable`
    : 'no-cache';
}

/**
 * Serves the built web app from `webDir`: precompressed `.br` / `.gz` variants written by the
 * build (`apps/web/scripts/precompress.mjs`) when the client accepts them, and the app's
 * index.html for every other path outside /api (client-side routes).
 */
export async function webAppRoutes(
  app: FastifyInstance,
  webDir: string,
  notFound: { error: string; id: string },
  isApiPath: (url: string) => boolean,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path: string) => {
      const relative = path.slice(webDir.length).replace(/^[\\/]+/, '');
      // `path` is the variant sent (app-1a2b.js.br); its lifetime is the original's.
      res.setHeader('cache-control', cacheControlFor(relative.replace(/\.(br|gz)$/, '')));
      // The same URL answers br, gzip or plain: a shared cache must key on Accept-Encoding.
      res.setHeader('vary', 'accept-encoding');
    },
  });
  app.get('/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    // Under /api/ the answer is JSON, never the app: a client must see that the route is wrong.
    if (isApiPath(request.url)) return reply.code(404).send(notFound);
    // Real files (hashed assets, manifest, service worker) are served as they are; routes get the app.
    if (path && !path.includes('..') && existsSync(join(webDir, path))) {
      return reply.sendFile(path);
    }
    return reply.sendFile('index.html');
  });
}
