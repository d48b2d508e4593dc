import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants } from 'node:zlib';
import { promisify } from 'node:util';
import { weakEtag } from './etag';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** A finished JSON answer: its bytes, validator and compressed forms, made once and reused. */
export interface Answer {
  status: number;
  /** The JSON as text: sent as it is, Node writes it in one piece with the headers. */
  text: string;
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  /** Compressed forms, made on first demand (same settings as http/compression.ts). */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

export function makeAnswer(status: number, value: unknown, headers: Record<string, string> = {}): Answer {
  const text = JSON.stringify(value);
  const body = Buffer.from(text);
  return { status, text, body, etag: weakEtag(text, body), headers, encoded: {} };
}

/**
 * Up to this size a body is compressed synchronously: a 2 KB answer costs brotli about 30 µs that
 * way and 120 µs through the thread pool (a stream and a task per call), a few hundred µs of event
 * loop at most; larger ones go to the thread pool, off the event loop.
 */
const SYNC_MAX_BYTES = 64 * 1024;

const brotliOptions = (bytes: number, quality: number) => ({
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
  },
});

/**
 * `body` compressed in one call: br at quality 4 (as http/compression.ts), gzip at level 6; `quick`
 * (an answer compressed for one request only) br at quality 2 and gzip at 1: a reading's 3.5 KB
 * answer in 19 µs instead of 45, 340 bytes instead of 306.
 */
export function compressBody(body: Buffer, encoding: Encoding, quick = false): Promise<Buffer> {
  const br = brotliOptions(body.length, quick ? 2 : 4);
  const gz = { level: quick ? 1 : 6 };
  if (body.length <= SYNC_MAX_BYTES) {
    return Promise.resolve(encoding === 'br' ? brotliCompressSync(body, br) : gzipSync(body, gz));
  }
  return encoding === 'br' ? brotli(body, br) : gzipAsync(body, gz);
}

export function encodedBody(answer: Answer, encoding: Encoding): Promise<Buffer> {
  answer.encoded[encoding] ??= compressBody(answer.body, encoding);
  return answer.encoded[encoding];
}

/**
 * Below this size an answer is not kept: computing it again (a barcode lookup, one record) costs
 * less than what keeping it costs each request (the change stamp read before the load, the key,
 * the entry), and under a fleet's writes the stamp moves between two such reads anyway (issue 47).
 */
export const KEEP_MIN_BYTES = 4 * 1024;
/** Kinds of read remembered as small; past it the oldest is forgotten (and learnt again). */
const MAX_SMALL_KINDS = 1_000;

interface Entry {
  generation: string;
  answer: Answer;
  bytes: number;
}

/**
 * The last answers of the big lists, each valid for the database generation it was computed
 * under (the change stamp, db/connection.ts): a handheld reloading an unchanged picking list costs a lookup,
 * not its queries, serialisation and compression. Least recently used entries go first, within
 * a bound on entries and on bytes. Only answers worth it are kept (KEEP_MIN_BYTES): a kind of read
 * whose answers are small (a barcode lookup) is neither looked up nor kept.
 */
export function createAnswerCache(maxEntries = 500, maxBytes = 64 * 2 ** 20) {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  /** Kinds of read (path and parameter names: `answerKind`) whose last answer was small. */
  const small = new Set<string>();

  return {
    /** Whether reads of this kind are looked up and kept: not when its last answer was small. */
    worthKeeping(kind: string): boolean {
      return !small.has(kind);
    },
    /** Learns from an answer computed for a read of `kind` whether the next one is worth keeping. */
    learn(kind: string, answer: Answer): boolean {
      const keep = answer.body.length >= KEEP_MIN_BYTES;
      if (keep) small.delete(kind);
      else if (!small.has(kind)) {
        if (small.size >= MAX_SMALL_KINDS) small.delete(small.values().next().value!);
        small.add(kind);
      }
      return keep;
    },
    get(key: string, generation: string): Answer | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      drop(key);
      if (entry.generation !== generation) return undefined;
      entries.set(key, entry);
      bytes += entry.bytes;
      return entry.answer;
    },
    set(key: string, generation: string, answer: Answer): void {
      drop(key);
      // Compressed forms take about a tenth more; counted up front.
      const size = Math.ceil(answer.body.length * 1.2) + key.length;
      if (size > maxBytes / 4) return;
      entries.set(key, { generation, answer, bytes: size });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    get size() {
      return entries.size;
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
