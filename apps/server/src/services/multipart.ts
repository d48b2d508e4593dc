import type { FastifyInstance, FastifyRequest } from 'fastify';
import qs from 'qs';
import type { Row } from '../db/types';
import type { ModelDefinition } from '../models/types';
import { unprocessable } from '../errors';
import { removeStoredFiles, streamUpload, type Upload } from './uploads';

export type { Upload } from './uploads';

/** `packages[pictures][]` → `pictures`; `signatures` → `signatures`. */
function fileField(name: string): string {
  const bare = name.replace(/\[\]$/, '');
  return /^\w+\[(\w+)\]$/.exec(bare)?.[1] ?? bare;
}

/** The largest file of a field, in bytes: a photo, a signature (docs/server.md, "Limits"). */
export function uploadLimitOf(request: FastifyRequest, field: string): number {
  const { config } = request.server.services;
  return (field === 'signatures' ? config.signatureMaxMb : config.photoMaxMb) * 1024 * 1024;
}

/**
 * A multipart body: fields in the bracket syntax (`packages[width]=12`) are parsed like a form;
 * files are streamed to the upload directory as they arrive (services/uploads.ts), never held whole, and
 * returned for the model's file fields. Files written for a request that then fails are removed
 * when it is answered, unless a committed write recorded them.
 */
export async function readMultipart(
  request: FastifyRequest,
  model: ModelDefinition | undefined,
): Promise<{ fields: Row; uploads: Upload[] }> {
  const { uploadDir } = request.server.services;
  const pairs: string[] = [];
  const uploads: Upload[] = [];
  request.uploads = uploads;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const field = fileField(part.fieldname);
      if (model && !model.files.includes(field)) {
        part.file.resume(); // drained, not kept
        throw unprocessable(`Il campo ${field} non accetta file`);
      }
      const meta = { field, filename: part.filename };
      uploads.push(await streamUpload(part.file, meta, uploadDir, uploadLimitOf(request, field)));
    } else {
      pairs.push(`${encodeURIComponent(part.fieldname)}=${encodeURIComponent(String(part.value))}`);
    }
  }
  return { fields: qs.parse(pairs.join('&'), { depth: 5, arrayLimit: 1000 }) as Row, uploads };
}

/**
 * When a request that received files is refused (before its answer leaves) or its client left, its
 * files that no committed write recorded are removed: a refused upload, a write that failed, a body
 * cut off half-way. A successful answer's files were recorded by its write.
 */
export function removeUnkeptUploads(app: FastifyInstance) {
  const cleanUp = async (request: FastifyRequest) => {
    const keys = (request.uploads ?? []).map((u) => u.storageKey!);
    if (keys.length === 0) return;
    const { db, uploadDir } = app.services;
    const kept = await db
      .selectFrom('attachments')
      .select('storage_key')
      .where('storage_key', 'in', keys)
      .execute();
    const keptKeys = new Set(kept.map((r) => String(r.storage_key)));
    await removeStoredFiles(
      keys.filter((k) => !keptKeys.has(k)),
      uploadDir,
    );
  };
  const settle = (request: FastifyRequest) =>
    cleanUp(request).catch((err) => request.log.error({ err }, 'could not remove unkept uploads'));
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !request.uploads) return payload;
    await settle(request);
    // The rest of a refused body is not read (a 300 MB photo stops at the limit): the connection
    // ends with the answer instead of waiting for it.
    reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onRequestAbort', settle);
}
