import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * What the web app may load, as the browser enforces it (docs/server.md, "Browser hardening"):
 * - scripts only from this server, and WebAssembly compiled from them (`'wasm-unsafe-eval'`: the
 *   camera's barcode reader, zxing-wasm, where the browser has no BarcodeDetector);
 * - styles from this server and inline: Mantine writes its CSS variables in a `<style>` element and
 *   positions popovers with `style` attributes;
 * - images also as `data:` (label previews) and `blob:` (a package photo before it is saved);
 * - connections to this server, and WebSockets anywhere: the reader bridge's address is a device setting;
 * - no framing by any site (`frame-ancestors 'none'`), no plugins, forms and `<base>` only to itself.
 * No `upgrade-insecure-requests`: handhelds on the warehouse network may reach it over plain HTTP.
 */
export const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  // The reader bridge is a WebSocket at an address each device sets (ws://127.0.0.1:12345 by default).
  'connect-src': ["'self'", 'ws:', 'wss:'],
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export const HSTS = 'max-age=31536000; includeSubDomains';

const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  referrerPolicy: { policy: 'no-referrer' },
  frameguard: { action: 'deny' },
  strictTransportSecurity: false,
  // Cross-origin isolation would refuse the app's own cross-origin API clients (CORS is open).
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-site' },
} as const;

/**
 * The headers helmet writes with the options above, computed once: they depend on nothing in the
 * request. (@fastify/helmet builds helmet from its options again on every answer, parsing the
 * policy each time: a tenth of a barcode lookup's CPU, issue 47.)
 */
export function securityHeaderValues(): [string, string][] {
  const headers: [string, string][] = [];
  const collect = {
    setHeader: (name: string, value: string) => headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => {},
  } as unknown as ServerResponse;
  helmet(HELMET_OPTIONS)({} as never, collect, () => {});
  return headers;
}

/**
 * Every answer, the app's and the API's alike: the policy above, nosniff, no referrer sent
 * anywhere (an address may carry a token), not framed (X-Frame-Options beside frame-ancestors for
 * older browsers). HSTS only on answers over HTTPS (directly, or from a trusted proxy that says so):
 * sent over plain HTTP it would lock handhelds out of a server that has no certificate.
 */
export async function securityHeaders(app: FastifyInstance): Promise<void> {
  const headers = securityHeaderValues();
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    if (request.protocol === 'https') raw.setHeader('strict-transport-security', HSTS);
    done();
  });
}
