import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, statfs } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database, Tx } from '../db/types';
import type { ModelDefinition } from '../models/types';
import { ApiError, tooLarge, unprocessable } from '../errors';

/** A file received in a multipart request for one of a model's file fields, already on disk. */
export interface Upload {
  field: string;
  filename: string;
  /** What the bytes are (their magic number), never what the client declared. */
  contentType: string;
  byteSize: number;
  /** Its random name under the upload directory. */
  storageKey?: string;
}

/** What a file begins with, for the types an upload may be. */
const SIGNATURES: { type: string; test: (head: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    test: (h) => h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', test: (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff },
  { type: 'image/gif', test: (h) => /^GIF8[79]a/.test(h.toString('latin1', 0, 6)) },
  {
    type: 'image/webp',
    test: (h) => h.toString('latin1', 0, 4) === 'RIFF' && h.toString('latin1', 8, 12) === 'WEBP',
  },
  { type: 'application/pdf', test: (h) => h.toString('latin1', 0, 5) === '%PDF-' },
];
const HEAD_BYTES = 12;

/** The type of a file from its first bytes; undefined when it is none an upload may be. */
export function sniffType(head: Buffer): string | undefined {
  return SIGNATURES.find((s) => s.test(head))?.type;
}

/** The largest file, in bytes, of each kind of file field (docs/server.md, "Limits"). */
export type UploadLimits = Record<string, number>;

/**
 * Streams one uploaded file to its own file (0600) under `uploadDir`, never holding it whole: its
 * type is read from its first bytes, and the copy stops as soon as it passes `maxBytes` (413). A
 * refused file is removed before the error is thrown.
 */
export async function streamUpload(
  source: Readable,
  meta: { field: string; filename: string },
  uploadDir: string,
  maxBytes: number,
  /** The refusal when `maxBytes` is passed (the file's kind's limit, or what is left of a share). */
  tooBig: () => ApiError = () =>
    tooLarge(`File troppo grande: al massimo ${Math.floor(maxBytes / 1024 / 1024)} MB`),
): Promise<Upload> {
  await mkdir(uploadDir, { recursive: true, mode: 0o700 });
  const storageKey = randomUUID();
  const path = join(uploadDir, storageKey);
  let size = 0;
  let head = Buffer.alloc(0);
  let contentType: string | undefined;
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(tooBig());
      if (contentType === undefined && head.length < HEAD_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
        if (head.length >= HEAD_BYTES) {
          contentType = sniffType(head);
          if (!contentType) return done(unsupported());
        }
      }
      done(null, chunk);
    },
    flush(done) {
      if (contentType === undefined) contentType = sniffType(head);
      done(contentType ? null : unsupported());
    },
  });
  const out = createWriteStream(path, { mode: 0o600, flags: 'wx' });
  try {
    await pipeline(source, check, out);
  } catch (err) {
    // A body that fails at once can fail before the file is even opened: the open finishes later
    // and would create it after the removal, so the removal waits for the stream's close.
    out.destroy();
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    await rm(path, { force: true });
    // Whatever stopped the copy, the rest of this file is read and dropped: the request goes on.
    source.resume();
    throw err instanceof ApiError ? err : tooLargeOr(err);
  }
  return { ...meta, contentType: contentType!, byteSize: size, storageKey };
}

const unsupported = () =>
  unprocessable('Tipo di file non ammesso: sono accettate immagini PNG, JPEG, GIF, WebP e PDF');

/** The multipart plugin's own size limit ends the stream with its error: said as ours. */
function tooLargeOr(err: unknown): Error {
  const code = (err as { code?: string }).code;
  return code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge('File troppo grande') : (err as Error);
}

const MiB = 1024 * 1024;

/** Free bytes for an unprivileged writer on the upload directory's file system. */
export async function freeBytes(uploadDir: string): Promise<number> {
  await mkdir(uploadDir, { recursive: true, mode: 0o700 });
  const fs = await statfs(uploadDir);
  return fs.bavail * fs.bsize;
}

/** 507 `storage_full` while the disk is below its floor: uploads wait, the rest of the server works. */
export async function checkDiskFloor(uploadDir: string, floorMb: number): Promise<void> {
  if ((await freeBytes(uploadDir)) < floorMb * MiB)
    throw new ApiError(
      507,
      'Spazio su disco del server insufficiente: file non accettati, avvisare il responsabile',
      'storage_full',
    );
}

/** Bytes of stored files a user uploaded (their share of UPLOAD_USER_MAX_MB). */
export async function userUploadBytes(db: Tx | Database, userId: number): Promise<number> {
  const row = await db
    .selectFrom('attachments')
    .select((eb) => eb.fn.sum<number>('byte_size').as('bytes'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

export const userQuotaExceeded = (maxMb: number) =>
  tooLarge(`Spazio per i file dell'utente esaurito: al massimo ${maxMb} MB in tutto`, 'quota_exceeded');
const recordQuotaExceeded = (maxMb: number) =>
  tooLarge(`Spazio per i file di questo record esaurito: al massimo ${maxMb} MB`, 'quota_exceeded');

/**
 * Records the files already written as attachments of the record, inside the writing transaction;
 * the record's files together stay within `recordMaxBytes` (413 `quota_exceeded`: the transaction
 * rolls back and the new files are removed).
 */
export async function storeUploads(
  tx: Tx,
  model: ModelDefinition,
  ownerId: number,
  uploads: Upload[],
  userId?: number,
  recordMaxBytes = Infinity,
): Promise<void> {
  if (uploads.length === 0) return;
  const stored = await tx
    .selectFrom('attachments')
    .select((eb) => eb.fn.sum<number>('byte_size').as('bytes'))
    .where('owner_model', '=', model.name)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  const total = Number(stored?.bytes ?? 0) + uploads.reduce((sum, u) => sum + u.byteSize, 0);
  if (total > recordMaxBytes) throw recordQuotaExceeded(Math.floor(recordMaxBytes / MiB));
  for (const upload of uploads) {
    if (!model.files.includes(upload.field)) throw unprocessable(`Il campo ${upload.field} non accetta file`);
    const stamp = new Date().toISOString();
    await tx
      .insertInto('attachments')
      .values({
        owner_model: model.name,
        owner_id: ownerId,
        field: upload.field,
        // Only the base name, and nothing that could act as a path or a header.
        filename:
          upload.filename
            .replace(/^.*[\\/]/, '')
            .replace(/[^\p{L}\p{N}._ -]/gu, '_')
            .slice(0, 200) || 'file',
        content_type: upload.contentType,
        byte_size: upload.byteSize,
        storage_key: upload.storageKey,
        user_id: userId ?? null,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
  }
}

/** Deletes stored files by their storage keys (missing ones are fine). */
export async function removeStoredFiles(
  storageKeys: (string | undefined)[],
  uploadDir: string,
): Promise<void> {
  await Promise.all(
    storageKeys
      .filter((key): key is string => Boolean(key))
      .map((key) => rm(join(uploadDir, key), { force: true })),
  );
}
