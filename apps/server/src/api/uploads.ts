import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Tx } from '../db/types';
import type { ModelDefinition } from '../models/types';
import { unprocessable } from './errors';

/** A file received in a multipart request, for one of a model's file fields. */
export interface Upload {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
  /** Set once written: the name under the upload directory. */
  storageKey?: string;
}

const ALLOWED_TYPES = /^(image\/(png|jpeg|webp|gif)|application\/pdf)$/;

/** Writes the files and records them as attachments of the record, inside the writing transaction. */
export async function storeUploads(
  tx: Tx,
  model: ModelDefinition,
  ownerId: number,
  uploads: Upload[],
  uploadDir: string,
): Promise<void> {
  if (uploads.length === 0) return;
  await mkdir(uploadDir, { recursive: true });
  for (const upload of uploads) {
    if (!model.files.includes(upload.field)) throw unprocessable(`Il campo ${upload.field} non accetta file`);
    if (!ALLOWED_TYPES.test(upload.contentType)) {
      throw unprocessable(`Tipo di file non ammesso: ${upload.contentType}`);
    }
    upload.storageKey = randomUUID();
    await writeFile(join(uploadDir, upload.storageKey), upload.data, { mode: 0o600 });
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
        byte_size: upload.data.length,
        storage_key: upload.storageKey,
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
