/**
 * Readings (`project_rows`): what an operator read against a pick or a project, by tag or quantity.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api';
import { outbox, type OutboxEntry } from '../lib/outbox';
import type { PendingPickReading } from './pending-picks';
import { forEachLimited, removeIfPresent } from '../lib/write-queue';
import type { ProjectRow } from './records';

export const readingKeys = {
  all: ['project_rows'] as const,
  byTag: (tag: string) => ['project_rows', 'tag', tag] as const,
};

/** The readings of a tag (POST search: a tag code never goes into a URL). */
export function findReadingsByTag(tag: string): Promise<ProjectRow[]> {
  return api.search<ProjectRow>('project_rows', { code_eq: tag });
}

export const readingsByTagQuery = (tag: string) =>
  queryOptions({ queryKey: readingKeys.byTag(tag), queryFn: () => findReadingsByTag(tag) });

/** The readings of many tags in one request (bulk RFID). */
export function findReadingsByTags(codes: readonly string[]): Promise<ProjectRow[]> {
  return api.search<ProjectRow>('project_rows', { code_in: [...codes] });
}

/** Deletes every reading of a project in one server transaction (safe to run again). */
export async function deleteProjectReadings(projectId: number): Promise<void> {
  await api.request('POST', `/projects/${projectId}`, { query: { do: 'delete_rows' }, json: {} });
}

/** Deletes the given readings (already gone counts as done). */
export async function deleteReadings(ids: readonly number[]): Promise<void> {
  await forEachLimited(ids, 4, (id) => removeIfPresent('project_rows', id));
}

export interface ReadingMove {
  id: number;
  project_id: number;
  description: string;
  /** The version the screen read: a row changed meanwhile is refused (409 `stale_record`). */
  lock_version?: number;
}

/** Moves readings to a project in one server transaction (all or nothing). */
export function moveReadings(
  projectId: number,
  rows: readonly ReadingMove[],
  idempotencyKey?: string,
): Promise<unknown> {
  return api.request('PUT', `/projects/${projectId}`, {
    idempotencyKey,
    query: { do: 'bulk_update_rows' },
    json: { project_rows: rows },
  });
}

// ---- readings that survive a dead spot (the outbox) -------------------------------------------

/** The outbox scope of a list's readings: one per project, so a screen over several lists shows each. */
export const readingScope = (module: 'picking' | 'store', projectId: number) => `${module}:${projectId}`;

export interface PickReading {
  project_id: number;
  pick_id: number;
  location_id: number | null;
  item_id: number;
  quantity: number;
  /** The lot and use-by read with the item (issue 34). */
  lot?: string;
  expiry_date?: string;
}

/**
 * A confirmed quantity against a pick, kept on the device and sent by the outbox (in order, exactly
 * once: its key is its Idempotency-Key). `meta` lets the screens count it into the pick meanwhile.
 */
export function queuePickReading(
  module: 'picking' | 'store',
  reading: PickReading,
  label: string,
): OutboxEntry {
  const meta: PendingPickReading = { pickId: reading.pick_id, quantity: reading.quantity };
  return outbox.enqueue({
    method: 'POST',
    path: '/project_rows',
    json: { project_row: reading },
    scope: readingScope(module, reading.project_id),
    label,
    meta,
  });
}

/**
 * A store pick's 'Quantità Prelevata', kept on the device and sent by the outbox as one server
 * command (`POST /picks/{id}?do=store_picked`, applied once by its key): it sets the picked
 * quantity rather than adding to it, and a finished supply refuses it (409 `already_closed`).
 */
export function queueStorePicked(
  pick: { id: number; project_id: number },
  quantity: number,
  locationId: number,
  label: string,
): OutboxEntry {
  const meta: PendingPickReading = { pickId: pick.id, quantity, set: true };
  return outbox.enqueue({
    method: 'POST',
    path: `/picks/${pick.id}`,
    query: { do: 'store_picked' },
    json: { quantity, location_id: locationId },
    scope: readingScope('store', pick.project_id),
    label,
    meta,
  });
}
