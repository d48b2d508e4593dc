/**
 * Pure helpers of the picking screens (the spec's state rules themselves come from
 * `@warehouse/shared`): the sort orders, the search text, the barcode → pick index, the details the
 * pick modal shows. Unit-tested in test/unit/picking.
 */
import {
  isPickComplete,
  validateQuantity,
  type PickingListProject,
  type QuantityCheck,
} from '@warehouse/shared';
import type { Item, Party, Pick, Project } from './types';

/** `?projectIds=3,5,8` → [3, 5, 8]: positive integers, each once, in the given order. */
export function parseProjectIds(value: string | null | undefined): number[] {
  const ids: number[] = [];
  for (const part of (value ?? '').split(',')) {
    const text = part.trim();
    if (!/^\d+$/.test(text)) continue;
    const id = Number(text);
    if (id > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

const flag = (value: boolean | null | undefined) => (value ? 1 : 0);

/** Newest first; a missing date last. */
function compareUpdatedDesc(a: Project, b: Project): number {
  const ta = a.updated_at ? Date.parse(a.updated_at) : Number.NEGATIVE_INFINITY;
  const tb = b.updated_at ? Date.parse(b.updated_at) : Number.NEGATIVE_INFINITY;
  if (ta === tb) return 0;
  return tb > ta ? 1 : -1;
}

/**
 * Picking-list order (spec section 2): closed, prepared, delivered, partial, suspended ascending
 * (so open lists come first), then updated_at descending.
 */
export function comparePickingLists(a: Project, b: Project): number {
  for (const key of ['closed', 'prepared', 'delivered', 'partial', 'suspended'] as const) {
    const diff = flag(a[key]) - flag(b[key]);
    if (diff !== 0) return diff;
  }
  return compareUpdatedDesc(a, b);
}

export function sortPickingLists(projects: readonly Project[]): Project[] {
  return [...projects].sort(comparePickingLists);
}

/** What the picking-list search box matches: the list number and the customer name. */
export function pickingListSearchText(project: Project): string {
  return `${project.name} ${project.customer?.name ?? ''}`;
}

/** The list whose name equals a reading (trimmed, case as read). */
export function findListByName<T extends { name: string }>(lists: readonly T[], code: string): T | undefined {
  const wanted = code.trim();
  return lists.find((list) => list.name === wanted) ?? lists.find((list) => list.name.trim() === wanted);
}

const collator = new Intl.Collator('it', { numeric: true, sensitivity: 'base' });

/** The location a pick is sorted and shown by: its item's location, else the pick's own. */
export function pickLocationName(pick: Pick): string {
  return pick.item?.location?.name ?? pick.location?.name ?? '';
}

/** Picking order (spec section 2): item location name, then item code. */
export function comparePicks(a: Pick, b: Pick): number {
  return (
    collator.compare(pickLocationName(a), pickLocationName(b)) ||
    collator.compare(a.item?.code ?? '', b.item?.code ?? '') ||
    a.id - b.id
  );
}

export function sortPicks(picks: readonly Pick[]): Pick[] {
  return [...picks].sort(comparePicks);
}

/** What the pick search box matches: item code and description. */
export function pickSearchText(pick: Pick): string {
  return `${pick.item?.code ?? ''} ${pick.item?.description ?? ''}`;
}

export function detectedOf(pick: Pick): number {
  return Number(pick.quantity_detected ?? 0);
}

/** Every code that identifies a pick's item: its barcode and its additional barcodes. */
export function itemCodes(item: Item | null | undefined): string[] {
  if (!item) return [];
  const codes: string[] = [];
  if (item.barcode) codes.push(item.barcode);
  for (const extra of item.additional_barcodes ?? []) if (extra.code) codes.push(extra.code);
  return codes;
}

export type BarcodeIndex = ReadonlyMap<string, readonly number[]>;

/**
 * Barcode and additional barcode → the ids of the picks of that item, in the given (display) order.
 * Item codes do not change while a screen is open, so it is built once per load.
 */
export function buildBarcodeIndex(picks: readonly Pick[]): BarcodeIndex {
  const index = new Map<string, number[]>();
  for (const pick of picks) {
    for (const code of new Set(itemCodes(pick.item))) {
      const list = index.get(code);
      if (list) list.push(pick.id);
      else index.set(code, [pick.id]);
    }
  }
  return index;
}

/** Pick id → pick, for the index's lookups on the current quantities. */
export function picksById(picks: readonly Pick[]): Map<number, Pick> {
  return new Map(picks.map((pick) => [pick.id, pick]));
}

/**
 * The pick a reading opens: among the picks of the item read (one per selected list at most), the
 * first one still to complete, else the first.
 */
export function findPickForCode(
  index: BarcodeIndex,
  byId: ReadonlyMap<number, Pick>,
  code: string,
  excessAllowed = true,
): Pick | undefined {
  const ids = index.get(code) ?? index.get(code.trim());
  if (!ids) return undefined;
  const picks = ids.map((id) => byId.get(id)).filter((p): p is Pick => p !== undefined);
  return picks.find((p) => !isPickComplete(p.quantity, detectedOf(p), excessAllowed)) ?? picks[0];
}

/** Names of the item's other locations (besides the one shown). */
export function otherLocations(pick: Pick): string[] {
  const main = pickLocationName(pick);
  const names: string[] = [];
  for (const location of pick.item?.locations ?? []) {
    if (location.name && location.name !== main && !names.includes(location.name)) names.push(location.name);
  }
  return names;
}

/** Stock of the item, and what is available when some of it is locked (null when nothing is). */
export function stockOf(item: Item | null | undefined): { stock: number; available: number | null } {
  const stock = Number(item?.quantity ?? 0);
  const locked = Number(item?.locked_quantity ?? 0);
  return { stock, available: locked > 0 ? stock - locked : null };
}

/** The number typed in a quantity field ('' → NaN; a decimal comma accepted). */
export function parseQuantity(value: string | number | null | undefined): number {
  if (typeof value === 'number') return value;
  const text = (value ?? '').trim().replace(',', '.');
  return text === '' || text === '-' ? Number.NaN : Number(text);
}

/** The quantity entered in the pick modal, checked against the pick (negative, excess when asked). */
export function checkPickQuantity(pick: Pick, entered: number, excessAllowed: boolean): QuantityCheck {
  return validateQuantity({ entered, detected: detectedOf(pick), expected: pick.quantity, excessAllowed });
}

/** The selected lists with their picks, as the closing rules want them (lists without picks too). */
export function listsWithPicks(projectIds: readonly number[], picks: readonly Pick[]): PickingListProject[] {
  const byProject = new Map<number, Pick[]>(projectIds.map((id) => [id, []]));
  for (const pick of picks) byProject.get(pick.project_id)?.push(pick);
  return projectIds.map((id) => ({
    id,
    picks: (byProject.get(id) ?? []).map((p) => ({
      id: p.id,
      quantity: p.quantity,
      quantity_detected: p.quantity_detected,
    })),
  }));
}

/** A party's address on one line: 'Via Roma 12, 20121 Milano (MI)'. */
export function partyDetails(party: Party | null | undefined): string {
  if (!party) return '';
  const town = [party.postal_code, party.locality].filter(Boolean).join(' ');
  const place = [town, party.province ? `(${party.province})` : ''].filter(Boolean).join(' ');
  return [party.address, place].filter(Boolean).join(', ');
}

/** 'YYYY-MM-DD…' → 'DD/MM/YYYY'; anything else as it is. */
export function formatDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : (value ?? '');
}

/** A number as operators read it: decimal comma, at most three decimals, no grouping. */
export function formatQuantity(value: number | null | undefined): string {
  return Number(value ?? 0).toLocaleString('it-IT', { maximumFractionDigits: 3, useGrouping: false });
}
