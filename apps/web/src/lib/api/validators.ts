/**
 * The last answers to GET reads with their ETag, kept in memory by URL (less the cache-busting
 * `cb`): the next read of the same URL sends `If-None-Match`, and a `304 Not Modified` is answered
 * from here. The spec's `cb` stays on every read, so no browser or proxy cache ever serves a list;
 * only this client reuses an answer, and only one the server confirmed unchanged.
 */
export interface HeldAnswer {
  etag: string;
  text: string;
  /** The answer as parsed for a caller that asked for the same object while unchanged. */
  body?: unknown;
}

export function createValidators(maxEntries = 40, maxChars = 8_000_000) {
  const held = new Map<string, HeldAnswer>();
  let chars = 0;
  const drop = (key: string) => {
    const entry = held.get(key);
    if (entry) chars -= entry.text.length;
    held.delete(key);
  };
  return {
    get(key: string): HeldAnswer | undefined {
      return held.get(key);
    },
    set(key: string, etag: string, text: string, body?: unknown): void {
      drop(key);
      if (text.length > maxChars / 4) return;
      held.set(key, body === undefined ? { etag, text } : { etag, text, body });
      chars += text.length;
      for (const oldest of held.keys()) {
        if (held.size <= maxEntries && chars <= maxChars) break;
        drop(oldest);
      }
    },
    clear(): void {
      held.clear();
      chars = 0;
    },
  };
}
