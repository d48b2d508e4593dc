/**
 * The app's API client instance and its helpers, without TanStack Query: the code the login screen
 * loads (the session routes, the login, the outbox) imports this file, so the query client's ~8 KB
 * gzip stay out of the first screen (docs/web-app.md, "The login screen on a slow network").
 * Everything else imports `lib/api` (index.ts), which adds the query client.
 */
import type { ErrorId } from '@warehouse/shared';
import { getToken, setToken } from '../session';
import { getLocalSettings } from '../settings/local-settings';
import { toast } from '../toasts';
import { createApiClient, errorIdIn, isApiError, type ApiError } from './client';

export { ApiError, isApiError, newIdempotencyKey } from './client';
export type { RequestOptions, ApiClient } from './client';
export type { QueryObject } from './query-string';
export { encodeQuery } from './query-string';
import { encodeQuery, type QueryObject } from './query-string';

let unauthorizedHandler: ((error: ApiError) => void) | null = null;

/** The app registers what a 401 does (toast 'Sessione scaduta', clear the session, go to /login). */
export function setUnauthorizedHandler(handler: ((error: ApiError) => void) | null): void {
  unauthorizedHandler = handler;
}

type Reauthenticator = (error: ApiError, sentToken: string | null) => Promise<boolean>;

let reauthenticator: Reauthenticator | null = null;

/**
 * The app registers how a 401 is recovered without losing work (a sign-in dialog over the screen):
 * the request waits for it, and is sent again once the same user has signed in.
 */
export function setReauthenticator(handler: Reauthenticator | null): void {
  reauthenticator = handler;
}

export function configuredBaseUrl(): string {
  return getLocalSettings().serverUrl || (import.meta.env.VITE_API_URL as string | undefined) || '';
}

/**
 * A multipart POST whose answer is NDJSON (`Accept: application/x-ndjson`): each line is given to
 * `onLine` as it arrives (the CSV import's progress). A non-2xx answer throws the API's error text.
 */
export async function postNdjson(
  path: string,
  body: FormData,
  onLine: (value: unknown) => void,
  signal?: AbortSignal,
): Promise<void> {
  const token = getToken();
  const res = await fetch(`${configuredBaseUrl()}/api/v2${path}`, {
    method: 'POST',
    body,
    signal,
    headers: { Accept: 'application/x-ndjson', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  const renewed = res.headers.get('token');
  if (renewed) setToken(renewed);
  if (!res.ok || !res.body) {
    const error = (await res.json().catch(() => ({}))) as { error?: string };
    throw new Error(error.error ?? `HTTP ${res.status}`);
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let rest = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const lines = (rest + value).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (line.trim() !== '') onLine(JSON.parse(line));
  }
  if (rest.trim() !== '') onLine(JSON.parse(rest));
}

/**
 * A GET whose answer is read as it arrives (a long CSV export): each chunk goes to `onChunk`, so the
 * caller can tell its progress. A non-2xx answer throws the API's error text.
 */
export async function getStreamed(
  path: string,
  query: QueryObject,
  onChunk: (chunk: Uint8Array) => void,
  signal?: AbortSignal,
): Promise<Headers> {
  const token = getToken();
  const res = await fetch(`${configuredBaseUrl()}/api/v2${path}?${encodeQuery(query)}`, {
    signal,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const renewed = res.headers.get('token');
  if (renewed) setToken(renewed);
  if (!res.ok || !res.body) {
    const error = (await res.json().catch(() => ({}))) as { error?: string };
    throw new Error(error.error ?? `HTTP ${res.status}`);
  }
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return res.headers;
    onChunk(value);
  }
}

export const api = createApiClient({
  baseUrl: configuredBaseUrl,
  getToken,
  setToken,
  onUnauthorized: (error) => unauthorizedHandler?.(error),
  reauthenticate: (error, sentToken) =>
    reauthenticator ? reauthenticator(error, sentToken) : Promise.resolve(false),
});

/** Shows an API (or any) error as a warning toast, except 401s, already handled. */
export function showApiError(error: unknown): void {
  if (isApiError(error) && error.kind === 'unauthorized') return;
  toast.warning(error instanceof Error ? error.message : String(error));
}

/** The stable id of an API error (`{ error, id }`: 'stale_record', 'already_closed'…), if it has one. */
export function errorIdOf(error: unknown): ErrorId | undefined {
  return isApiError(error) ? (errorIdIn(error.body) as ErrorId | undefined) : undefined;
}

/** Statuses a proxy (or a server on its way up) answers while our server cannot: worth trying again. */
const GATEWAY_STATUS = new Set([408, 429, 502, 503, 504]);

/**
 * The one "try again?" rule. A failure that can succeed by sending the same request again later, with
 * no change by the operator: no network, a proxy or a server restarting (a gateway status without our
 * error id), the server's own 503 `unavailable` (its database restarting, a busy queue), or the same
 * request still running on the server. Every other answer is the server's word on it. An ended
 * session (401, after the client already asked to sign in again) is the screen's to say, except for a
 * write kept on the device (`kept`, the outbox): it waits, and is sent with its key once someone
 * signs in again.
 */
export function isTransientFailure(error: unknown, options: { kept?: boolean } = {}): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network') return true;
  if (error.kind === 'unauthorized') return options.kept === true;
  const id = errorIdOf(error);
  if (id === 'request_in_progress') return true;
  return (
    GATEWAY_STATUS.has(error.status) && (id === undefined || id === 'rate_limited' || id === 'unavailable')
  );
}
