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

export interface NewReading {
  project_id: number;
  pick_id: number;
  location_id: number | null;
  item_id: number;
  quantity: number;
  package_id: number | null;
  /** The lot and use-by the scanned barcode carried (issue 34). */
  lot?: string;
  expiry_date?: string;
}

export const createReading = (reading: NewReading, idempotencyKey?: string) =>
  api.create('project_rows', reading, { idempotencyKey });

export const updatePickClosed = (pick: PackingPick, closed: boolean) =>
  api.update<PackingPick>('picks', pick.id, { closed, lock_version: pick.lock_version ?? 0 });

/** Incoming: the location chosen in the row modal becomes the item's location. */
export const moveItem = (itemId: number, locationId: number, lockVersion: number | null | undefined) =>
  api.update('items', itemId, { location_id: locationId, lock_version: lockVersion ?? 0 });

/** Deletes the given readings of the order in one transaction. */
export const deleteReadings = (orderId: number, ids: number[]) =>
  api.request<{ deleted: number }>('POST', `/projects/${orderId}`, {
    query: { do: 'delete_rows' },
    json: { ids },
  });

export interface CommandBody extends PackingModes {
  lock_version: number;
  picks: { id: number; lock_version: number }[];
  confirmed: boolean;
  printer_id?: number | null;
}

export const concludePacking = (orderId: number, body: CommandBody) =>
  api.request<PackingAnswer>('POST', `/projects/${orderId}`, {
    query: { do: 'conclude_packing' },
    json: body,
  });

export const suspendPacking = (orderId: number, body: CommandBody) =>
  api.request<PackingAnswer>('POST', `/projects/${orderId}`, {
    query: { do: 'suspend_packing' },
    json: body,
  });
