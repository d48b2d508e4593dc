/**
 * The app's API client instance (./app-client.ts) and its TanStack Query client. Screens import
 * `api` and `queryClient` from here (see docs/web-app.md). Code in the login screen's path imports
 * ./app-client instead: this file brings TanStack Query's core with it.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isTransientFailure, showApiError } from './app-client';

export * from './app-client';

/** Query/mutation `meta` to handle errors in the screen instead of the default toast. */
export interface ApiMeta extends Record<string, unknown> {
  silentError?: boolean;
  /** Only a failure of the network (or a server away) is the screen's to tell; others still toast. */
  silentTransientError?: boolean;
}

const silenced = (meta: ApiMeta | undefined, error: unknown) =>
  meta?.silentError === true || (meta?.silentTransientError === true && isTransientFailure(error));

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!silenced(query.meta as ApiMeta | undefined, error)) showApiError(error);
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

/**
 * `refetchOnMount` of a screen's big list that a route loader prefetches (app/prefetch.ts): a
 * screen that mounts when its answer has just arrived does not ask for it a second time (on a
 * handheld, a second 2,000-pick answer is parsed, sorted and compared again before the table is
 * usable). Data older than this is refetched on mount as every query is; invalidations (writes,
 * live updates) refetch as always.
 */
export const JUST_FETCHED_MS = 3_000;
export const refetchUnlessJustFetched = (query: { state: { dataUpdatedAt: number } }) =>
  Date.now() - query.state.dataUpdatedAt > JUST_FETCHED_MS;
