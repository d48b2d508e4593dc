/**
 * Route loaders that start a screen's big request while its chunk is still loading: the router runs
 * a route's loader beside its `lazy` import, so the picks of a picking list are on their way before
 * the screen's code has even been parsed, instead of after its first render (on a handheld, the
 * chunk's parse and the first render are a good part of a second). The loaders never wait: the
 * screen's own `useQuery` takes the request in flight (same key) or its answer.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../lib/api';
import { hasSession } from '../lib/session';
import { picksOfListsQuery } from '../domain/picks';
import { projectsByIdsQuery } from '../domain/projects';
import { parseProjectIds } from '../features/picking/rules';

/** /picking/management?projectIds=…: the picks of the lists and the lists themselves. */
export function pickingManagementLoader({ request }: LoaderFunctionArgs): null {
  if (!hasSession()) return null;
  const ids = parseProjectIds(new URL(request.url).searchParams.get('projectIds'));
  if (ids.length === 0) return null;
  void queryClient.prefetchQuery(picksOfListsQuery(ids));
  void queryClient.prefetchQuery(projectsByIdsQuery(ids));
  return null;
}
