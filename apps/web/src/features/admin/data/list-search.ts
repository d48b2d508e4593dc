/**
 * A list's parameters in the page's URL (a filtered list is a link): read back into refine's
 * filters, sorters and page (`paramsFromSearch`), and written as exactly the query the server gets
 * (`searchOf`). The v2 search dialect itself is ./v2-query.ts.
 */
import type { CrudFilter, CrudSort } from '@refinedev/core';
import { encodeQuery, type QueryObject } from '../../../lib/api';
import { DEFAULT_PER, filterOfKey, sortersToS } from './v2-query';

export interface ListParams {
  /** The `q` filters as the URL has them (without `s`): `{ name_cont: 'x', id_in: ['1', '2'] }`. */
  q: Record<string, string | string[]>;
  filters: CrudFilter[];
  sorters: CrudSort[];
  currentPage: number;
  pageSize: number;
}

/**
 * The list's URL search → refine parameters. Reads what the server gets (`q[...]`, `q[s]`, `page`,
 * `per`), and a top-level `s` as a sort too (the dashboard's links).
 */
export function paramsFromSearch(search: URLSearchParams | string): ListParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const q: Record<string, string | string[]> = {};
  const sorts: string[] = [];
  for (const [rawKey, value] of params) {
    const match = rawKey.match(/^q\[([^\]]+)\](\[\])?$/);
    if (rawKey === 's' || match?.[1] === 's') {
      sorts.push(...value.split(',').filter((p) => p.trim() !== ''));
      continue;
    }
    const key = match?.[1];
    if (!key) continue;
    const current = q[key];
    if (match[2]) q[key] = [...(Array.isArray(current) ? current : []), value];
    else q[key] = value;
  }
  const filters = Object.entries(q)
    .map(([key, value]) => filterOfKey(key, value))
    .filter((f): f is CrudFilter => f !== null);
  const sorters = sorts.map((text): CrudSort => {
    const [field = '', order] = text.trim().split(/\s+/);
    return { field, order: order?.toLowerCase() === 'desc' ? 'desc' : 'asc' };
  });
  const positive = (name: string, fallback: number) => {
    const n = Number(params.get(name));
    return Number.isSafeInteger(n) && n > 0 ? n : fallback;
  };
  return {
    q,
    filters,
    sorters,
    currentPage: positive('page', 1),
    pageSize: positive('per', DEFAULT_PER),
  };
}

/** The list's URL search for these parameters: exactly the query the server gets. */
export function searchOf(params: Omit<ListParams, 'filters'>): string {
  const q: QueryObject = {};
  for (const [key, value] of Object.entries(params.q)) {
    if (value !== '' && !(Array.isArray(value) && value.length === 0)) q[key] = value;
  }
  const s = sortersToS(params.sorters);
  if (s !== undefined) q.s = s;
  return encodeQuery({
    ...(Object.keys(q).length > 0 ? { q } : {}),
    page: params.currentPage,
    per: params.pageSize,
  });
}
