/**
 * The /api/v2 client (spec sections 7–8, api-v2.md). Pure of React and of the app: the session,
 * the 401 handling and the base URL are injected, so the rules are unit-tested with a fake fetch.
 *
 * Rules:
 * - every call goes to `<baseUrl>/api/v2<path>` with `Authorization: Bearer <token>` when there is one;
 * - a `token` response header (any status) replaces the stored token;
 * - reads (GET and searches) add a cache-busting `cb` parameter; a GET read again sends the ETag of
 *   its last answer (`If-None-Match`) and a 304 is answered from that (lib/api/validators.ts);
 * - a 404 on a list or a search is an empty list (the body, when it is an array);
 * - 401 → `reauthenticate` when the app gave one (a sign-in dialog over the screen): the request waits,
 *   and once the same user has signed in again it is sent again with the same Idempotency-Key, so no
 *   work is lost to a session end; otherwise (or when the operator gives up) ApiError 'Sessione
 *   scaduta', and `onUnauthorized` when there is no `reauthenticate` (except where the caller handles
 *   a 401 itself: login);
 * - 409 → 'Modifica in conflitto con altro operatore';
 * - other errors → the server's `error` field; a network failure → a clear Italian message;
 * - writes carry an `Idempotency-Key`; a write that failed for the network (or a 502/503/504 from a
 *   proxy, or 409 `request_in_progress`: the same write still running, e.g. after a server restart)
 *   is retried with the same key before the error reaches the caller; `request_in_progress` is
 *   never shown as a conflict with another operator.
 */
import { m } from '../../messages/it';
import { encodeQuery, type QueryObject } from './query-string';
import { createValidators, type HeldAnswer } from './validators';
import { refusalInLanguage } from './refusal-language';

export const API_PREFIX = '/api/v2';

export type ApiErrorKind = 'network' | 'unauthorized' | 'conflict' | 'http';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Query parameters, bracket-encoded (`{ q: { name_eq: 'x' } }`). */
  query?: QueryObject;
  /** A JSON body. */
  json?: unknown;
  /** A multipart body (files). */
  formData?: FormData;
  /** A 404 answers an empty list (lists and searches). */
  emptyOn404?: boolean;
  /** A read sent as POST (a search): no Idempotency-Key, gets `cb`. GET is always a read. */
  read?: boolean;
  /** Reads get `cb` unless false. */
  cacheBust?: boolean;
  /** GET reads revalidate their last answer by ETag unless false. */
  revalidate?: boolean;
  /**
   * A 304 answers the very object the last answer was parsed into, not a new copy: a caller that
   * derives much from a big list (sorting, indexes, a table) can tell "unchanged" by identity and
   * skip all of it. Only for callers that never change what they are given.
   */
  sameObjectWhenUnchanged?: boolean;
  /**
   * Writes: the key to use (one is made when absent; false sends none). Pass the same key to repeat
   * a write safely.
   */
  idempotencyKey?: string | false;
  /** Set false where the caller handles a 401 itself (login). */
  handleUnauthorized?: boolean;
  /** Calls that failed for the network are retried (writes with the same key); false to fail at once. */
  retry?: boolean;
  signal?: AbortSignal;
  /** Sees the final response's headers (a list's `Content-Range`). */
  onHeaders?: (headers: Headers) => void;
}

export interface ApiClientOptions {
  /** Server origin, '' for the page's own. Read at each call, so a settings change applies at once. */
  baseUrl?: () => string;
  getToken: () => string | null;
  setToken: (token: string) => void;
  onUnauthorized?: (error: ApiError) => void;
  /**
   * A 401 waits on this (requests that meet a 401 meanwhile wait on the same answer): true once the
   * same user is signed in again (the request is sent again, same key, new token); false when the
   * operator gave up or another user signs in (the request fails with the 401, already handled).
   * `sentToken` is the token the refused request carried: an older one than the stored token means
   * the user has signed in again meanwhile, and the request only needs sending again.
   */
  reauthenticate?: (error: ApiError, sentToken: string | null) => Promise<boolean>;
  fetch?: typeof fetch;
  /** Waits before each retry of a write that failed for the network. */
  retryDelaysMs?: readonly number[];
  newKey?: () => string;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_RETRY_DELAYS_MS = [500, 1500, 3000] as const;
const RETRYABLE_STATUS = new Set([502, 503, 504]);

/** The server's stable error id in an answer's body (`{ error, id }`), if it has one: the one reader. */
export function errorIdIn(body: unknown): string | undefined {
  const id = body && typeof body === 'object' ? (body as Record<string, unknown>).id : undefined;
  return typeof id === 'string' ? id : undefined;
}

/** Worth the same request again: a proxy that could not reach the server, or the write still running. */
async function retryable(res: Response): Promise<boolean> {
  if (!RETRYABLE_STATUS.has(res.status) && res.status !== 409) return false;
  const body: unknown = await res
    .clone()
    .json()
    .catch(() => null);
  // Our server's own 502/503 (an error with a stable id, e.g. a printer that is offline) is final.
  if (RETRYABLE_STATUS.has(res.status)) return errorIdIn(body) === undefined;
  return errorIdIn(body) === 'request_in_progress';
}

/** A v4 UUID from getRandomValues, which (unlike randomUUID) also exists on plain-http LAN pages. */
export function newIdempotencyKey(): string {
  const b = new Uint8Array(16);
  globalThis.crypto.getRandomValues(b);
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** `project_rows` → `project_row`, `project_typologies` → `project_typology`, `branches` → `branch`. */
export function singular(model: string): string {
  if (model.endsWith('ies')) return `${model.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes)$/.test(model)) return model.slice(0, -2);
  if (model.endsWith('s')) return model.slice(0, -1);
  return model;
}

function errorField(body: unknown): string | null {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const e = (body as Record<string, unknown>).error;
    if (typeof e === 'string' && e.trim()) return e;
  }
  return null;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const newKey = options.newKey ?? newIdempotencyKey;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));

  function url(path: string, query: QueryObject | undefined, cacheBust: boolean): string {
    const base = (options.baseUrl?.() ?? '').replace(/\/+$/, '');
    const params: QueryObject = { ...query };
    if (cacheBust) params.cb = now();
    const qs = encodeQuery(params);
    return `${base}${API_PREFIX}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
  }

  const validators = createValidators();

  function parseBody(text: string): unknown {
    if (!text) return null;
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }

  /** The answer's body; a 304 is the held answer, a new validated one is held for next time. */
  async function readBody(
    res: Response,
    key: string | undefined,
    held: HeldAnswer | undefined,
    sameObject: boolean,
  ) {
    if (res.status === 304 && held) {
      return { ok: true, body: sameObject && held.body !== undefined ? held.body : parseBody(held.text) };
    }
    const text = await res.text().catch(() => '');
    const body = parseBody(text);
    const etag = res.headers.get('etag');
    if (key && res.status === 200 && etag) validators.set(key, etag, text, sameObject ? body : undefined);
    return { ok: res.ok, body };
  }

  async function request<T = unknown>(
    method: HttpMethod,
    path: string,
    opts: RequestOptions = {},
  ): Promise<T> {
    const isRead = method === 'GET' || opts.read === true;
    const target = url(path, opts.query, isRead && opts.cacheBust !== false);
    const key = isRead || opts.idempotencyKey === false ? undefined : (opts.idempotencyKey ?? newKey());
    const attempts = opts.retry === false ? 1 : retryDelays.length + 1;
    const heldKey = method === 'GET' && opts.revalidate !== false ? url(path, opts.query, false) : undefined;
    let held: HeldAnswer | undefined;

    let res: Response | null = null;
    let sentToken: string | null = null;
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (attempt > 0) await sleep(retryDelays[attempt - 1] ?? 0);
      const headers: Record<string, string> = { Accept: 'application/json' };
      const token = options.getToken();
      sentToken = token;
      if (token) headers.Authorization = `Bearer ${token}`;
      if (key) headers['Idempotency-Key'] = key;
      held = heldKey ? validators.get(heldKey) : undefined;
      if (held) headers['If-None-Match'] = held.etag;
      let body: BodyInit | undefined;
      if (opts.formData) body = opts.formData;
      else if (opts.json !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(opts.json);
      }
      try {
        res = await doFetch(target, { method, headers, body, signal: opts.signal, cache: 'no-store' });
      } catch (e) {
        if (opts.signal?.aborted) throw e;
        res = null;
        continue;
      }
      const renewed = res.headers.get('token');
      if (renewed) options.setToken(renewed);
      if (attempt === attempts - 1 || !(await retryable(res))) break;
    }
    if (!res) throw new ApiError(m.api.network, 'network', 0);
    opts.onHeaders?.(res.headers);

    const { ok, body } = await readBody(res, heldKey, held, opts.sameObjectWhenUnchanged === true);
    if (ok) return body as T;

    const reauthenticate = opts.handleUnauthorized === false ? undefined : options.reauthenticate;
    if (res.status === 401 && reauthenticate) {
      const expired = new ApiError(m.api.sessionExpired, 'unauthorized', 401, body);
      // The same request again, with the same key: a write that reached the server is not repeated.
      if (await reauthenticate(expired, sentToken))
        return request<T>(method, path, { ...opts, idempotencyKey: key ?? false });
      throw expired;
    }

    if (res.status === 404 && opts.emptyOn404 && !errorField(body)) {
      return (Array.isArray(body) ? body : []) as T;
    }
    if (res.status === 401) {
      const error = new ApiError(m.api.sessionExpired, 'unauthorized', 401, body);
      if (opts.handleUnauthorized !== false) options.onUnauthorized?.(error);
      throw error;
    }
    if (res.status === 409 && errorIdIn(body) !== 'request_in_progress') {
      throw new ApiError(m.api.conflict, 'conflict', 409, body);
    }
    throw new ApiError(
      refusalInLanguage(body) ?? errorField(body) ?? m.api.httpError(res.status),
      'http',
      res.status,
      body,
    );
  }

  return {
    request,

    /** POST /authenticate: `{ auth: { email, password } }` or `{ atoken }`. A 401 is left to the caller. */
    authenticate<T = unknown>(
      body: { auth: { email: string; password: string } } | { atoken: string },
    ): Promise<T> {
      return request<T>('POST', '/authenticate', {
        json: body,
        handleUnauthorized: false,
        idempotencyKey: false,
        retry: false,
      });
    },

    /** GET a path; a 404 whose body is no error is taken as the body (spec section 7). */
    get<T = unknown>(path: string, query?: QueryObject, opts: RequestOptions = {}): Promise<T> {
      return request<T>('GET', path, { emptyOn404: true, ...opts, query });
    },

    /** GET /{model} with filters: `list('picks', { q: { project_id_eq: 3 } })`. Empty → []. */
    list<T = unknown>(model: string, query?: QueryObject, opts: RequestOptions = {}): Promise<T[]> {
      return request<T[]>('GET', `/${model}`, { emptyOn404: true, ...opts, query });
    },

    /** POST /{model}/search with `{ q }` as JSON. Empty → []. */
    search<T = unknown>(model: string, q: QueryObject, opts: RequestOptions = {}): Promise<T[]> {
      return request<T[]>('POST', `/${model}/search`, {
        emptyOn404: true,
        read: true,
        ...opts,
        json: { q },
      });
    },

    /** GET /{model}/{id}. */
    getById<T = unknown>(model: string, id: number | string, opts: RequestOptions = {}): Promise<T> {
      return request<T>('GET', `/${model}/${id}`, opts);
    },

    /** GET /{model}?count=true → the number. */
    async count(model: string, query?: QueryObject): Promise<number> {
      const res = await request<{ count?: number }>('GET', `/${model}`, {
        emptyOn404: true,
        query: { ...query, count: true },
      });
      return typeof res === 'object' && res && typeof res.count === 'number' ? res.count : 0;
    },

    /** POST /{model} with the body wrapped in the singular name: `{ pick: {…} }`. */
    create<T = unknown>(model: string, payload: unknown, opts: RequestOptions = {}): Promise<T> {
      return request<T>('POST', `/${model}`, { ...opts, json: { [singular(model)]: payload } });
    },

    /** PUT /{model}/{id} with the body wrapped in the singular name. */
    update<T = unknown>(
      model: string,
      id: number | string,
      payload: unknown,
      opts: RequestOptions = {},
    ): Promise<T> {
      return request<T>('PUT', `/${model}/${id}`, { ...opts, json: { [singular(model)]: payload } });
    },

    /** DELETE /{model}/{id}. */
    remove<T = unknown>(model: string, id: number | string, opts: RequestOptions = {}): Promise<T> {
      return request<T>('DELETE', `/${model}/${id}`, opts);
    },
  };
}
