import type { FastifyInstance, FastifyRequest } from 'fastify';
import qs from 'qs';
import type { Row } from '../db/types';
import type { ModelDefinition } from '../models/types';
import { ApiError, badRequest, tooLarge, unprocessable } from '../errors';
import {
  checkDiskFloor,
  removeStoredFiles,
  streamUpload,
  userQuotaExceeded,
  userUploadBytes,
  type Upload,
} from './uploads';

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
 * The bounds of a multipart body's text (docs/server.md, "Limits"): every text field is a short
 * value of a model's column (a name, a note, a flag), so a few KiB each, and the whole non-file part
 * well under the JSON body limit. The parser keeps at most `MULTIPART_FIELD_BYTES` + 1 of a field
 * and drops the rest, so a 1 MiB field is refused having held 16 KiB, never 1 MiB.
 */
export const MULTIPART_FIELD_BYTES = 16 * 1024;
export const MULTIPART_TEXT_BYTES = 256 * 1024;
export const MULTIPART_FIELDS = 200;

/** The parser's limits for every multipart body (app.ts registers them; the import narrows them). */
export const multipartLimits = (maxFileBytes: number) => ({
  fileSize: maxFileBytes,
  files: 20,
  fields: MULTIPART_FIELDS,
  fieldSize: MULTIPART_FIELD_BYTES,
  fieldNameSize: 200,
  headerPairs: 20,
});

const fieldTooLarge = (name: string) =>
  tooLarge(`Campo ${name.slice(0, 60)} troppo lungo: al massimo ${MULTIPART_FIELD_BYTES / 1024} KiB`);
const textTooLarge = () =>
  tooLarge(`Campi di testo troppo grandi: al massimo ${MULTIPART_TEXT_BYTES / 1024} KiB in tutto`);

/**
 * Keeps a multipart text part within bounds: refused (413) when the parser cut it short or when
 * the request's text so far passes its total. `seen` is the request's running total.
 */
export function checkTextPart(
  part: { fieldname: string; value: unknown; valueTruncated?: boolean; fieldnameTruncated?: boolean },
  seen: { bytes: number },
): string {
  if (part.valueTruncated || part.fieldnameTruncated) throw fieldTooLarge(part.fieldname);
  const value = String(part.value);
  seen.bytes += Buffer.byteLength(value) + Buffer.byteLength(part.fieldname);
  if (seen.bytes > MULTIPART_TEXT_BYTES) throw textTooLarge();
  return value;
}

/**
 * What the multipart parser's own failures mean to a client: a body cut short, a missing or wrong
 * boundary, a broken header is the client's malformed body (400 `invalid_input`, as malformed JSON); a count limit
 * is 413. Our own errors pass through.
 */
export function multipartError(err: unknown): unknown {
  if (err instanceof ApiError) return err;
  const code = (err as { code?: string }).code;
  const status = (err as { statusCode?: number }).statusCode;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge('File troppo grande');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return tooLarge(`Troppe parti nella richiesta: al massimo ${MULTIPART_FIELDS} campi e 20 file`);
  if (code === 'FST_PROTO_VIOLATION' || code === 'FST_INVALID_JSON_FIELD_ERROR' || !status || status >= 500)
    return badRequest('Corpo multipart non valido o incompleto');
  return err;
}

/**
 * Before a request's first file: the disk above its floor (507 `storage_full` otherwise), and what
 * is left of the user's share of the upload space, which this request's files may not pass.
 */
async function uploadBudget(request: FastifyRequest): Promise<{ userBytes: number; userMaxMb: number }> {
  const { config, uploadDir, db } = request.server.services;
  await checkDiskFloor(uploadDir, config.uploadMinFreeMb);
  const userMax = config.uploadUserMaxMb * 1024 * 1024;
  const used = request.currentUser ? await userUploadBytes(db, request.currentUser.id) : 0;
  if (used >= userMax) throw userQuotaExceeded(config.uploadUserMaxMb);
  return { userBytes: userMax - used, userMaxMb: config.uploadUserMaxMb };
}

/** The longest empty form: `--` + a boundary (70 characters at most, RFC 2046) + `--` and a line end. */
const EMPTY_FORM_BYTES = 80;

function countBytes(request: FastifyRequest): { bytes: number } {
  const seen = { bytes: 0 };
  request.raw.on('data', (chunk: Buffer) => (seen.bytes += chunk.length));
  return seen;
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
  const text = { bytes: 0 };
  const body = countBytes(request);
  let budget: { userBytes: number; userMaxMb: number } | undefined;
  let parts = 0;
  try {
    for await (const part of request.parts()) {
      parts++;
      if (part.type === 'file') {
        const field = fileField(part.fieldname);
        if (model && !model.files.includes(field)) {
          part.file.resume(); // drained, not kept
          throw unprocessable(`Il campo ${field} non accetta file`);
        }
        const meta = { field, filename: part.filename };
        budget ??= await uploadBudget(request);
        const left = budget.userBytes - uploads.reduce((sum, u) => sum + u.byteSize, 0);
        const kind = uploadLimitOf(request, field);
        const tooBig = left < kind ? () => userQuotaExceeded(budget!.userMaxMb) : undefined;
        uploads.push(await streamUpload(part.file, meta, uploadDir, Math.min(kind, left), tooBig));
      } else {
        const value = checkTextPart(part, text);
        pairs.push(`${encodeURIComponent(part.fieldname)}=${encodeURIComponent(value)}`);
      }
    }
  } catch (err) {
    throw multipartError(err);
  }
  // Bytes but not one part: a boundary that is not the body's (the parser reads it all as preamble).
  if (parts === 0 && body.bytes > EMPTY_FORM_BYTES) throw multipartError(new Error('no parts'));
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
