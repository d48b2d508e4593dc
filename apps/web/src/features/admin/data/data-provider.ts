/**
 * Refine's data provider over the app's /api/v2 client (token, renewal and 401 handling stay
 * there). Lists page on the server (`page`/`per`, total from `Content-Range`), filters and sorts
 * are the v2 `q` (see v2-query); bulk writes are `PUT|DELETE /{model}/multi?ids=…` (all or nothing).
 * Errors become refine `HttpError`s carrying the server's id and per-field messages.
 */
import type {
  BaseRecord,
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteOneParams,
  GetListParams,
  GetManyParams,
  GetOneParams,
  HttpError,
  UpdateManyParams,
  UpdateParams,
} from '@refinedev/core';
import { API_PREFIX, singular } from '../../../lib/api/client';
import { errorIdOf, isApiError, type ApiClient } from '../../../lib/api';
import { listQuery, totalOf } from './v2-query';
import type { AdminHttpError } from '../types';

export type { AdminHttpError };


/**
 * What a list passes in refine's `meta`: its presentation (`a[methods][]=progress`…). Refine adds
 * the query's `signal`: a list superseded by the next one (the search typed further) is cancelled.
 */
export interface ListMeta {
  presentation?: { include?: readonly string[]; methods?: readonly string[] };
  signal?: AbortSignal;
}

/** What a bulk update or delete passes in refine's `meta`: each selected record's `lock_version` by id. */
export interface BulkMeta {
  lockVersions?: Record<string, number>;
}

/** What a single delete passes in refine's `meta`: the `lock_version` of the record shown. */
export interface DeleteMeta {
  lockVersion?: number | null;
}

/** `{ error, id, fields: ['code'] }` → `{ code: error }`. */
function fieldErrors(body: unknown, message: string): Record<string, string> | undefined {
  const fields = body && typeof body === 'object' ? (body as { fields?: unknown }).fields : undefined;
  if (!Array.isArray(fields) || fields.length === 0) return undefined;
  return Object.fromEntries(fields.filter((f) => typeof f === 'string').map((f: string) => [f, message]));
}

/** A duplicate's `existing`: the record that already has the code. */
function isExisting(value: unknown): value is NonNullable<AdminHttpError['existing']> {
  const v = value as Record<string, unknown> | null | undefined;
  return typeof v?.model === 'string' && typeof v.id === 'number' && typeof v.label === 'string';
}

function isWriter(value: unknown): value is NonNullable<AdminHttpError['by']> {
  const v = value as Record<string, unknown> | null | undefined;
  return typeof v?.id === 'number' && typeof v.name === 'string';
}

export function toHttpError(error: unknown): AdminHttpError {
  if (!isApiError(error)) {
    return { message: error instanceof Error ? error.message : String(error), statusCode: 0 };
  }
  const body = error.body && typeof error.body === 'object' ? (error.body as Record<string, unknown>) : {};
  return {
    message: error.message,
    statusCode: error.status,
    id: errorIdOf(error),
    errors: fieldErrors(error.body, error.message),
    current: body.current,
    ...(isWriter(body.by) && typeof body.at === 'string' ? { by: body.by, at: body.at } : {}),
    ...(Array.isArray(body.stale) ? { stale: body.stale as AdminHttpError['stale'] } : {}),
    ...(isExisting(body.existing) ? { existing: body.existing } : {}),
    ...(Array.isArray(body.used_by) ? { usedBy: body.used_by as AdminHttpError['usedBy'] } : {}),
  };
}

async function mapped<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toHttpError(error);
  }
}

const asRecord = (value: unknown) => (value ?? {}) as BaseRecord;

export function createV2DataProvider(api: ApiClient): DataProvider {
  const provider = {
    getApiUrl: () => API_PREFIX,

    /** `meta.presentation` is the list's `a` (a computed field the server sends on request). */
    getList: ({ resource, pagination, sorters, filters, meta }: GetListParams) =>
      mapped(async () => {
        let total: number | undefined;
        const { presentation, signal } = (meta ?? {}) as ListMeta;
        const query = listQuery({ filters, sorters, pagination });
        const data = await api.list(resource, presentation
            ? {
                ...query,
                a: { include: [...(presentation.include ?? [])], methods: [...(presentation.methods ?? [])] },
              }
            : query, {
          signal,
          onHeaders: (headers) => {
            total = totalOf(headers.get('content-range'));
          },
        });
        return { data: data as BaseRecord[], total: total ?? data.length };
      }),

    getMany: ({ resource, ids }: GetManyParams) =>
      mapped(async () => ({
        data: (await api.list(resource, { q: { id_in: ids.map(Number) } })) as BaseRecord[],
      })),

    getOne: ({ resource, id }: GetOneParams) =>
      mapped(async () => ({ data: asRecord(await api.getById(resource, id)) })),

    create: ({ resource, variables }: CreateParams) =>
      mapped(async () => ({ data: asRecord(await api.create(resource, variables)) })),

    /** The form's values carry `lock_version`: the server answers 409 `stale_record` when it is old. */
    update: ({ resource, id, variables }: UpdateParams) =>
      mapped(async () => ({ data: asRecord(await api.update(resource, id, variables)) })),

    /** `?lock_version=` when the record has one (`meta.lockVersion`): a stale one is a 409. */
    deleteOne: ({ resource, id, meta }: DeleteOneParams) =>
      mapped(async () => {
        const lockVersion = (meta as DeleteMeta | undefined)?.lockVersion;
        const query = typeof lockVersion === 'number' ? { query: { lock_version: lockVersion } } : {};
        return { data: asRecord(await api.remove(resource, id, query)) };
      }),

    /**
     * One value for all the records, each checked against its `lock_version` (`meta.lockVersions`):
     * a 409 names every stale record (`stale`), and nothing is written.
     */
    updateMany: ({ resource, ids, variables, meta }: UpdateManyParams) =>
      mapped(async () => {
        const lockVersions = (meta as BulkMeta | undefined)?.lockVersions;
        const data = await api.request('PUT', `/${resource}/multi`, {
          query: { ids: ids.join(',') },
          json: lockVersions
            ? { [singular(resource)]: variables, lock_versions: lockVersions }
            : variables,
        });
        return { data: (Array.isArray(data) ? data : []) as BaseRecord[] };
      }),

    /** As `updateMany`: `meta.lockVersions` go in the body, a 409 names every stale record. */
    deleteMany: ({ resource, ids, meta }: DeleteManyParams) =>
      mapped(async () => {
        const lockVersions = (meta as BulkMeta | undefined)?.lockVersions;
        const data = await api.request('DELETE', `/${resource}/multi`, {
          query: { ids: ids.join(',') },
          ...(lockVersions ? { json: { lock_versions: lockVersions } } : {}),
        });
        return { data: (Array.isArray(data) ? data : []) as BaseRecord[] };
      }),
  };
  // Records are whatever the server sends; refine's generic TData is the caller's claim.
  return provider as unknown as DataProvider;
}
