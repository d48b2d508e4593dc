/**
 * Readings (`project_rows`): what an operator read against a pick or a project, by tag or quantity.
 */
import { queryOptions } from '@tanstack/react-query';
import { isReadingModule, lotPayload, type ReadingModuleName, type ReadLot } from '@warehouse/shared';
import { api, type QueryObject } from '../lib/api';
import { outbox, type OutboxEntry } from '../lib/outbox';
import type { PendingPickReading } from './pending-picks';
import { pickListFields } from './picks';
import type { Pick, ProjectRow } from './records';

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

/**
 * A pick's trash ('Cancella letture'): every reading of these picks, in one server transaction
 * (`delete_rows` with `pick_ids`; safe to run again). `reopen`: order packing's picks are open again.
 * Answers the picks as the server has them now, totals recomputed: the screen puts them in its cache.
 */
export async function deletePickReadings(
  projectId: number,
  pickIds: readonly number[],
  options: { reopen?: boolean; idempotencyKey?: string } = {},
): Promise<Pick[]> {
  const answer = await api.request<{ picks?: Pick[] }>('POST', `/projects/${projectId}`, {
    query: { do: 'delete_rows' },
    json: { pick_ids: [...pickIds], ...(options.reopen ? { reopen_picks: true } : {}) },
    idempotencyKey: options.idempotencyKey,
  });
  return answer.picks ?? [];
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

/**
 * The outbox scope of a screen's readings: one per list (picking, store, an order's packing) or per
 * reference item (preparation), so a screen over several lists shows each.
 */
export type ReadingModule = 'picking' | 'store' | 'packing' | 'preparation';

export const readingScope = (module: ReadingModule, projectId: number) => `${module}:${projectId}`;

/**
 * The module of a scope, sent with each reading: the server requires of it what that module does
 * (shared readingModuleRefusal; into an LP order a reading without one is held to the module its shape says). Store's scope
 * is no reading module: its quantities go by `store_picked`.
 */
const moduleOfScope = (scope: string): ReadingModuleName | undefined => {
  const module = scope.slice(0, scope.indexOf(':'));
  return isReadingModule(module) ? module : undefined;
};

export interface PickReading {
  project_id: number;
  pick_id: number;
  location_id: number | null;
  item_id: number;
  quantity: number;
  /** The lot and use-by read with the item (issue 34). */
  lot?: string;
  expiry_date?: string;
  /** The tag read (no lot): the server finds its lot. */
  tag?: string;
}

/**
 * A confirmed quantity of a pick as `add_reading` stores it (in the pick's place, else its item's,
 * unless the screen chose one; with the lot read), and the outbox's label for it: 'PAS-500 × 2,5'.
 */
export function pickReadingOf(
  pick: Pick,
  quantity: number,
  lot: ReadLot,
  where: { projectId?: number; locationId?: number | null } = {},
): { reading: PickReading; label: string } {
  const locationId =
    where.locationId !== undefined ? where.locationId : (pick.location_id ?? pick.item?.location_id ?? null);
  return {
    reading: {
      project_id: where.projectId ?? pick.project_id,
      pick_id: pick.id,
      item_id: pick.item_id,
      location_id: locationId,
      quantity,
      ...lotPayload(lot),
    },
    label: `${pick.item?.code ?? ''} × ${String(quantity).replace('.', ',')}`,
  };
}

/** What goes with a reading of order packing (the `add_reading` command's other fields). */
export interface ReadingExtras {
  /** The screen writing it (picking, packing, preparation): what the server requires of the reading. */
  module?: ReadingModuleName;
  package_id?: number | null;
  /** Package preparation: the reference item the reading counts toward, and its name. */
  document_id?: number;
  external_reference?: string | null;
  item_location?: { location_id: number; lock_version: number };
}

/** The answer of `add_reading`: the reading, its pick with the new totals, the item when it moved. */
export interface ReadingAnswer {
  project_row: ProjectRow;
  pick: Pick;
  item?: Pick['item'];
}

/**
 * The `add_reading` command of a reading: `POST /picks/{id}?do=add_reading` (one transaction).
 * `fields`: the field selection of the cached list its answer's pick goes into (`pickListFields`),
 * sent as `a` so the pick comes back as that list holds it; none: the pick's default (every reading).
 */
export function readingCommand(reading: PickReading, extras: ReadingExtras = {}, fields?: QueryObject) {
  return {
    method: 'POST' as const,
    path: `/picks/${reading.pick_id}`,
    query: { do: 'add_reading', ...(fields ? { a: fields } : {}) },
    json: {
      quantity: reading.quantity,
      location_id: reading.location_id,
      ...(reading.lot ? { lot: reading.lot } : {}),
      ...(reading.expiry_date ? { expiry_date: reading.expiry_date } : {}),
      ...(reading.tag ? { tag: reading.tag } : {}),
      ...extras,
    },
  };
}

/** What goes with a queued reading besides the reading itself. */
export interface QueuedReadingOptions {
  extras?: ReadingExtras;
  /** More for the screen to keep with the entry (what the row was typed with). */
  more?: Record<string, unknown>;
  /**
   * The field selection of the cached list the answer's pick goes into (`pickListFields`); none for
   * a list loaded with the pick's default shape. Kept in the entry's query: a retry asks the same.
   */
  fields?: QueryObject;
}

/**
 * A confirmed quantity against a pick, kept on the device and sent by the outbox (in order, exactly
 * once: its key is its Idempotency-Key) as one `add_reading` command, whose answer carries the pick
 * with its new totals (`putSentPick`). `meta` lets the screens count it into the pick meanwhile.
 */
export function queuePickReading(
  scope: string,
  reading: PickReading,
  label: string,
  { extras = {}, more = {}, fields }: QueuedReadingOptions = {},
): OutboxEntry {
  const meta: PendingPickReading = { ...more, pickId: reading.pick_id, quantity: reading.quantity };
  return outbox.enqueue({
    ...readingCommand(reading, { module: moduleOfScope(scope), ...extras }, fields),
    scope,
    label,
    meta,
  });
}

/**
 * A store pick's 'Quantità Prelevata', kept on the device and sent by the outbox as one server
 * command (`POST /picks/{id}?do=store_picked`, applied once by its key): it sets the picked
 * quantity rather than adding to it, and a finished supply refuses it (409 `already_closed`). It
 * carries the picked quantity the operator decided on (`seen`): one another operator stored while
 * this waited on the device refuses it (409 `stale_record`, naming who), so nothing is overwritten.
 * Its answer, the pick, goes into the store list: it asks for that list's fields (`a`).
 */
export function queueStorePicked(
  pick: { id: number; project_id: number },
  quantity: number,
  locationId: number,
  label: string,
  seen?: number,
): OutboxEntry {
  const meta: PendingPickReading = { pickId: pick.id, quantity, set: true };
  return outbox.enqueue({
    method: 'POST',
    path: `/picks/${pick.id}`,
    query: { do: 'store_picked', a: pickListFields.ofProject },
    json: { quantity, location_id: locationId, ...(seen === undefined ? {} : { seen_detected: seen }) },
    scope: readingScope('store', pick.project_id),
    label,
    meta,
  });
}
