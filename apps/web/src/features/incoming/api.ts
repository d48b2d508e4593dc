/**
 * The incoming module's calls (spec section 7): locations, open supplier orders (typology AC,
 * closed=false), an order's picks, lots by item and code, readings by tag, and the writes of the save
 * sequence. Lists come back as [] when empty (the client turns the 404 into []).
 */
import { api } from '../../lib/api';
import type { SaveDeps } from './save';
import type { Location, Order, Pick, ProjectRow, Serial, Track } from './types';

/** Typology title of supplier orders (spec section 9). */
export const INCOMING_TYPOLOGY = 'AC';

export const incomingKeys = {
  locations: ['incoming', 'locations'] as const,
  orders: ['incoming', 'orders'] as const,
  picks: (orderId: number | null) => ['incoming', 'picks', orderId] as const,
};

export function fetchLocations(): Promise<Location[]> {
  return api.list<Location>('locations', { q: { s: 'name asc' } });
}

export function fetchOpenOrders(): Promise<Order[]> {
  return api.list<Order>('projects', {
    q: { project_typology_title_eq: INCOMING_TYPOLOGY, closed_eq: false, s: 'name asc' },
  });
}

export function fetchOrderPicks(orderId: number): Promise<Pick[]> {
  return api.list<Pick>('picks', { q: { project_id_eq: orderId } });
}

export function findRowsByTag(tag: string): Promise<ProjectRow[]> {
  return api.search<ProjectRow>('project_rows', { code_eq: tag });
}

/** The save sequence's calls, each write with the key the sequence gives it. */
export function saveDeps(confirm: SaveDeps['confirm']): SaveDeps {
  return {
    confirm,
    findSerials: (itemId, code) => api.list<Serial>('serials', { q: { item_id_eq: itemId, code_eq: code } }),
    createSerial: (payload, key) => api.create<Serial>('serials', payload, { idempotencyKey: key }),
    findRowsByTag,
    createRow: (payload, key) => api.create<ProjectRow>('project_rows', payload, { idempotencyKey: key }),
    updateRow: (id, payload, key) =>
      api.update<ProjectRow>('project_rows', id, payload, { idempotencyKey: key }),
    createTrack: (payload, key) => api.create<Track>('tracks', payload, { idempotencyKey: key }),
    now: () => new Date(),
  };
}
