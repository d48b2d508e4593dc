/**
 * The app's API client instance and its TanStack Query client. Screens import `api` and `queryClient`
 * from here (see docs/web-app.md). The 401 handler is registered by the app (src/app/providers).
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { getToken, setToken } from '../session';
import { getLocalSettings } from '../settings/local-settings';
import { toast } from '../toasts';
import { createApiClient, isApiError, type ApiError } from './client';

export { ApiError, isApiError, newIdempotencyKey } from './client';
export type { RequestOptions, ApiClient } from './client';
export type { QueryObject } from './query-string';

let unauthorizedHandler: ((error: ApiError) => void) | null = null;

/** The app registers what a 401 does (toast 'Sessione scaduta', clear the session, go to /login). */
export function setUnauthorizedHandler(handler: ((error: ApiError) => void) | null): void {
  unauthorizedHandler = handler;
}

export function configuredBaseUrl(): string {
  return getLocalSettings().serverUrl || (import.meta.env.VITE_API_URL as string | undefined) || '';
}

export const api = createApiClient({
  baseUrl: configuredBaseUrl,
  getToken,
  setToken,
  onUnauthorized: (error) => unauthorizedHandler?.(error),
});

/** Shows an API (or any) error as a warning toast, except 401s, already handled. */
export function showApiError(error: unknown): void {
  if (isApiError(error) && error.kind === 'unauthorized') return;
  toast.warning(error instanceof Error ? error.message : String(error));
}

/** Query/mutation `meta` to handle errors in the screen instead of the default toast. */
export interface ApiMeta extends Record<string, unknown> {
  silentError?: boolean;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!(query.meta as ApiMeta | undefined)?.silentError) showApiError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (!(mutation.meta as ApiMeta | undefined)?.silentError) showApiError(error);
      },
    }),
    defaultOptions: {
      queries: {
        // The client already retried network failures; HTTP errors are answers, not accidents.
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 0,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/** The stable id of an API error (`{ error, id }`: 'stale_record', 'already_closed'…), if it has one. */
export function errorIdOf(error: unknown): string | undefined {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return undefined;
  const id = (error.body as { id?: unknown }).id;
  return typeof id === 'string' ? id : undefined;
}
