import { PassThrough } from 'node:stream';
import { ApiError, badRequest, forbidden } from '../errors';
import { parseBoolean } from '../services/cast';
import { mayUseBackOffice } from '../auth/back-office';
import { importers } from './import/importers';
import { HeaderProblem, runImport, type ImportMode } from './import/run';
import { FileProblem } from './import/source';
import { spoolUpload } from './import/upload';
import type { Importer } from './import/types';
import type { ActionContext, CustomAction } from './types';

async function refuseOutsiders({ request, services }: ActionContext) {
  if (!(await mayUseBackOffice(services.db, request.currentUser))) {
    throw forbidden('Importazione riservata ad amministratori e supervisori');
  }
}

function mappingOf(raw: string | undefined): Record<string, string> | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest('mapping deve essere un oggetto JSON { "colonna": "campo" }');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest('mapping deve essere un oggetto JSON { "colonna": "campo" }');
  }
  return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, typeof v === 'string' ? v : '']));
}

function modeOf(raw: string | undefined): ImportMode {
  if (raw === undefined || raw === '' || raw === 'all') return 'all';
  if (raw === 'valid') return 'valid';
  throw badRequest('mode deve essere all oppure valid');
}

/** A file that cannot be read at all: 422 with the same `errors` list a row error has. */
const unreadable = (err: unknown) => {
  if (err instanceof HeaderProblem) {
    return new ApiError(422, `Intestazione non valida: ${err.message}`, 'invalid_input', {
      errors: err.errors,
    });
  }
  if (err instanceof FileProblem) {
    return new ApiError(422, err.message, 'invalid_input', {
      errors: [{ line: err.line, field: null, message: err.message }],
    });
  }
  return err;
};

/**
 * `POST /{model}?do=import`: multipart `file`, `dry_run`, `mode`, `mapping` (see docs/import-export.md).
 * With `Accept: application/x-ndjson` the answer streams `{"type":"progress","rows":n}` lines, then
 * one `{"type":"result", ...}` (or `{"type":"error", error, id, errors}` when the file is unreadable).
 */
function importAction(importer: Importer): CustomAction {
  return {
    model: importer.model,
    name: 'import',
    methods: ['POST'],
    permission: 'create',
    async run(ctx) {
      await refuseOutsiders(ctx);
      const upload = await spoolUpload(ctx.request);
      const query = ctx.request.query as Record<string, unknown>;
      const field = (name: string) =>
        upload.fields[name] ?? (typeof query[name] === 'string' ? (query[name] as string) : undefined);
      const start = (onProgress?: (rows: number) => void) =>
        runImport({
          services: ctx.services,
          importer,
          path: upload.path,
          mapping: mappingOf(field('mapping')),
          mode: modeOf(field('mode')),
          dryRun: parseBoolean(field('dry_run') ?? 'false') === true,
          userId: ctx.request.currentUser?.id,
          ...(onProgress ? { onProgress } : {}),
        }).finally(() => upload.remove());
      if (!String(ctx.request.headers.accept ?? '').includes('application/x-ndjson')) {
        try {
          return await start();
        } catch (err) {
          throw unreadable(err);
        }
      }
      const out = new PassThrough();
      const line = (value: object) => out.write(`${JSON.stringify(value)}\n`);
      void start((rows) => line({ type: 'progress', rows }))
        .then((result) => line({ type: 'result', ...result }))
        .catch((err: unknown) => {
          const e = unreadable(err);
          ctx.request.log.warn({ err }, 'import failed');
          if (e instanceof ApiError) line({ type: 'error', error: e.message, id: e.id, ...e.details });
          else line({ type: 'error', error: 'Errore interno', id: 'internal' });
        })
        .finally(() => out.end());
      return ctx.reply
        .type('application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(out);
    },
  };
}

/** `GET /{model}?do=import_fields`: the columns the import understands, for the mapping screen. */
function importFieldsAction(importer: Importer): CustomAction {
  return {
    model: importer.model,
    name: 'import_fields',
    methods: ['GET'],
    permission: 'create',
    async run(ctx) {
      await refuseOutsiders(ctx);
      return importer.fields.map(({ name, label, required }) => ({ name, label, required }));
    },
  };
}

export const importActions: CustomAction[] = importers.flatMap((i) => [
  importAction(i),
  importFieldsAction(i),
]);
