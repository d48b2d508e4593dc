/** Order packing's calls (packing spec §7) and their query keys. */
import { api } from '../../lib/api';
import type { PackingModes } from './packing-rules';
import type { Named, Package, PackingAnswer, PackingOrder, PackingPick } from './packing-types';

export const packingKeys = {
  all: ['packing'] as const,
  order: (id: number) => ['packing', id, 'order'] as const,
  picks: (id: number) => ['packing', id, 'picks'] as const,
  packages: (id: number) => ['packing', id, 'packages'] as const,
  locations: ['packing', 'locations'] as const,
  printer: ['packing', 'printer'] as const,
};

export const fetchOrder = (id: number) => api.getById<PackingOrder>('projects', id);

export const fetchPicks = (orderId: number) => api.search<PackingPick>('picks', { project_id_eq: orderId });

/** Sorted by incremental ascending (spec §9). */
export const fetchPackages = (orderId: number) =>
  api.list<Package>('packages', {
    // Closed and shipped packages are no longer findable (spec §4): the select offers the open ones.
    q: { project_id_eq: orderId, closed_eq: false, shipped_eq: false, s: 'incremental asc' },
  });

export const fetchLocations = () => api.list<Named>('locations', { q: { s: 'name asc' } });

/** Created as {project_id, closed false, shipped false}; the server names it (its barcode). */
export const createPackage = (orderId: number) =>
  api.create<Package>('packages', { project_id: orderId, closed: false, shipped: false });

export interface CommandBody extends PackingModes {
  lock_version: number;
  picks: { id: number; lock_version: number }[];
  confirmed: boolean;
  printer_id?: number | null;
}

export const concludePacking = (orderId: number, body: CommandBody, idempotencyKey: string) =>
  api.request<PackingAnswer>('POST', `/projects/${orderId}`, {
    query: { do: 'conclude_packing' },
    json: body,
    idempotencyKey,
  });

export const suspendPacking = (orderId: number, body: CommandBody, idempotencyKey: string) =>
  api.request<PackingAnswer>('POST', `/projects/${orderId}`, {
    query: { do: 'suspend_packing' },
    json: body,
    idempotencyKey,
  });
