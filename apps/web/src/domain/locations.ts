/** Locations: the list for selectors and the look-up of a scanned location. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api';
import type { Location } from './records';

export const locationKeys = {
  all: ['locations'] as const,
  list: ['locations', 'list'] as const,
};

export const locationsQuery = () =>
  queryOptions({
    queryKey: locationKeys.list,
    queryFn: () => api.list<Location>('locations', { q: { s: 'name asc' } }),
  });

/** The location whose code, else whose name, is the scanned text. */
export async function findLocationByCode(code: string): Promise<Location | null> {
  const [byCode] = await api.list<Location>('locations', { q: { code_eq: code } });
  if (byCode) return byCode;
  const [byName] = await api.list<Location>('locations', { q: { name_eq: code } });
  return byName ?? null;
}
