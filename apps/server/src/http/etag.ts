import { hash } from 'node:crypto';

/**
 * A weak validator over the answer's bytes: two answers with the same tag are the same JSON.
 * Weak (`W/`) because the bytes on the wire differ by encoding (br, gzip, plain) while the
 * answer is the same. SHA-1 here is a fingerprint, not a security measure. `bytes`, the body's UTF-8
 * when the caller has it already, gives the same digest without encoding the text a second time.
 */
export function weakEtag(body: string, bytes?: Buffer): string {
  return `W/"${body.length.toString(36)}-${hash('sha1', bytes ?? body, 'base64url')}"`;
}

/** RFC 9110 §13.1.2: `If-None-Match` matches by weak comparison; `*` matches any current answer. */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}
