// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { pickingManagementLoader } from '../../../src/app/prefetch';
import { JUST_FETCHED_MS, queryClient, refetchUnlessJustFetched } from '../../../src/lib/api';
import { clearSession, setToken, setUser } from '../../../src/lib/session';
import { pickKeys } from '../../../src/domain/picks';
import { projectKeys } from '../../../src/domain/projects';

const args = (url: string) => ({ request: new Request(url) }) as unknown as LoaderFunctionArgs;

describe('the picking route prefetches its lists while the screen loads', () => {
  const prefetch = vi.spyOn(queryClient, 'prefetchQuery');
  beforeEach(() => {
    prefetch.mockReset().mockResolvedValue(undefined);
  });
  afterEach(() => {
    clearSession();
  });

  it('asks for the picks and the lists of the ids in the address, without waiting', () => {
    setToken('T');
    setUser({ id: 1, email: 'op@example.com' });
    expect(pickingManagementLoader(args('http://h/picking/management?projectIds=3,5,x,3'))).toBeNull();
    const keys = prefetch.mock.calls.map((call) => (call[0] as { queryKey: unknown }).queryKey);
    expect(keys).toEqual([pickKeys.ofLists([3, 5]), projectKeys.byIds([3, 5])]);
  });

  it('asks for nothing without a session or without ids (the screen says what is wrong)', () => {
    expect(pickingManagementLoader(args('http://h/picking/management?projectIds=3'))).toBeNull();
    setToken('T');
    setUser({ id: 1, email: 'op@example.com' });
    expect(pickingManagementLoader(args('http://h/picking/management?projectIds='))).toBeNull();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('a screen mounting right after the answer arrived does not ask again; later it does', () => {
    const now = Date.now();
    expect(refetchUnlessJustFetched({ state: { dataUpdatedAt: now - 100 } })).toBe(false);
    expect(refetchUnlessJustFetched({ state: { dataUpdatedAt: now - JUST_FETCHED_MS - 1000 } })).toBe(true);
    expect(refetchUnlessJustFetched({ state: { dataUpdatedAt: 0 } })).toBe(true);
  });
});
