/**
 * The list's state is its URL: `q[...]` filters, `q[s]` sort, `page`, `per` exactly as the server
 * gets them, so a filtered list is a link (the dashboard's figures point at such links).
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CrudSort } from '@refinedev/core';
import { paramsFromSearch, searchOf, type ListParams } from '../data/list-search';

export interface ListChange {
  /** Filters to set (`''` or `undefined` removes one); any change goes back to page 1. */
  q?: Record<string, string | string[] | undefined>;
  /** Replaces every filter. */
  replaceQ?: boolean;
  sorters?: CrudSort[];
  currentPage?: number;
  pageSize?: number;
}

export function useListParams(defaultSort?: string) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<ListParams>(() => {
    const read = paramsFromSearch(search);
    if (read.sorters.length > 0 || !defaultSort) return read;
    const [field = 'id', order] = defaultSort.split(' ');
    return { ...read, sorters: [{ field, order: order === 'desc' ? 'desc' : 'asc' }] };
  }, [search, defaultSort]);

  const change = useCallback(
    (next: ListChange) => {
      const q: Record<string, string | string[]> = next.replaceQ ? {} : { ...params.q };
      for (const [key, value] of Object.entries(next.q ?? {})) {
        if (value === undefined || value === '') delete q[key];
        else q[key] = value;
      }
      const filtered = next.q !== undefined || next.replaceQ;
      setSearch(
        searchOf({
          q,
          sorters: next.sorters ?? params.sorters,
          currentPage: filtered || next.pageSize ? 1 : (next.currentPage ?? params.currentPage),
          pageSize: next.pageSize ?? params.pageSize,
        }),
        { replace: next.currentPage === undefined },
      );
    },
    [params, setSearch],
  );

  return { params, change };
}
