import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { badRequest, tooLarge } from '../../errors';
import { checkTextPart, multipartError } from '../../services/multipart';

/** The largest CSV accepted: 100,000 items take about 10 MB, so this leaves room for 2 million. */
export const IMPORT_MAX_BYTES = 200 * 1024 * 1024;

export interface SpooledUpload {
  /** The CSV as uploaded, in a private temporary folder. */
  path: string;
  /** The other form fields (dry_run, mode, mapping). */
  fields: Record<string, string>;
  remove(): Promise<void>;
}

/**
 * The multipart `file` written to a temporary file as it arrives (never whole in memory), so that
 * the import reads it twice (encoding, then rows) and the database transaction starts only once
 * the upload is complete: a slow connection never holds the write lock.
 */
export async function spoolUpload(request: FastifyRequest): Promise<SpooledUpload> {
  if (!request.isMultipart()) throw badRequest('Inviare il file CSV come multipart, campo file');
  const dir = await mkdtemp(join(tmpdir(), 'warehouse-import-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  let path: string | undefined;
  try {
    const text = { bytes: 0 };
    const parts = request.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 20 } });
    for await (const part of parts) {
      if (part.type !== 'file') {
        fields[part.fieldname] = checkTextPart(part, text);
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw badRequest(`Campo file sconosciuto: ${part.fieldname.slice(0, 40)}`);
      }
      path = join(dir, 'upload.csv');
      await pipeline(part.file, createWriteStream(path));
      if (part.file.truncated) {
        throw tooLarge(`File troppo grande: massimo ${IMPORT_MAX_BYTES / 1024 / 1024} MB`);
      }
    }
    if (!path) throw badRequest('Manca il file CSV (campo file)');
    return { path, fields, remove };
  } catch (err) {
    await remove();
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw tooLarge(`File troppo grande: massimo ${IMPORT_MAX_BYTES / 1024 / 1024} MB`);
    }
    throw multipartError(err);
  }
}
