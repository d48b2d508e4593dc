import { nothingDetected, touchState } from './quantity';
import { plan, stay } from './plan';
import type { CountFlags, Id, PickQuantities, Plan } from './types';

/**
 * 'Concludi' of an inventory count (packing spec §4): complete → closed, not partial, leave; nothing
 * detected → nothing happens, the screen stays; otherwise confirmation (the count differs from what
 * was expected), then closed and not partial.
 */
export function concludeInventoryCount(
  picks: readonly PickQuantities[],
  excessAllowed = true,
): Plan<CountFlags> {
  const state = touchState(picks, excessAllowed);
  if (state === 'untouched') return stay();
  const closed = { closed: true, partial: false };
  return state === 'complete' ? plan(closed) : plan(closed, { confirm: 'concludeInventoryPartial' });
}

/**
 * 'Esci/Sospendi' of an inventory count: nothing detected → closed and partial false, leave;
 * otherwise confirmation, then closed false and partial true.
 */
export function suspendInventoryCount(picks: readonly PickQuantities[]): Plan<CountFlags> {
  if (nothingDetected(picks)) return plan({ closed: false, partial: false });
  return plan({ closed: false, partial: true }, { confirm: 'suspendInventory' });
}

/**
 * Leaving list inventory: finished or untouched leave at once, writing nothing; partly done asks
 * first and, on yes, marks the document partial (the spec's "partial intent"). Exceeding is not
 * allowed in list inventory, so finished means every pick exactly at its expected quantity.
 */
export function exitListInventory(
  picks: readonly PickQuantities[],
  excessAllowed = false,
): Plan<Partial<CountFlags>> {
  const state = touchState(picks, excessAllowed);
  if (state !== 'partial') return plan<Partial<CountFlags>>(null);
  return plan({ partial: true }, { confirm: 'exitIncomplete' });
}

/**
 * Leaving free inventory: finished leaves writing nothing; untouched clears closed and partial;
 * partly done asks first, then marks the document partial. Free inventory allows exceeding.
 */
export function exitFreeInventory(
  picks: readonly PickQuantities[],
  excessAllowed = true,
): Plan<Partial<CountFlags>> {
  const state = touchState(picks, excessAllowed);
  if (state === 'complete') return plan<Partial<CountFlags>>(null);
  if (state === 'untouched') return plan({ closed: false, partial: false });
  return plan({ partial: true }, { confirm: 'exitIncomplete' });
}

/** The three ways of counting (packing spec §2): against a list, freely, per location document. */
export type InventoryMode = 'list' | 'free' | 'mixed';

/** The query flags of the inventory routes (`?free&picking`). */
export interface InventoryFlags {
  free: boolean;
  picking: boolean;
}

/** The mixed inventory typology's code (packing spec §9). */
export const MIXED_INVENTORY_CODE = 'IN';

export interface InventoryTypology {
  title?: string | null;
  inventory?: boolean | null;
  free?: boolean | null;
  picking?: boolean | null;
}

/**
 * The mode of an inventory from its project typology: the mixed type (code IN, or flagged free and
 * picking), the type without master data (free), the type with master data (the rest); null when
 * the typology is not an inventory at all.
 */
export function inventoryModeOf(typology: InventoryTypology | null | undefined): InventoryMode | null {
  if (!typology) return null;
  const title = (typology.title ?? '').trim().toUpperCase();
  if (title === MIXED_INVENTORY_CODE || (typology.inventory && typology.free && typology.picking)) {
    return 'mixed';
  }
  if (!typology.inventory) return null;
  return typology.free ? 'free' : 'list';
}

/** free and picking → mixed; free only → free; not free → list (packing spec §2, destinations). */
export function modeOfFlags({ free, picking }: InventoryFlags): InventoryMode {
  if (free && picking) return 'mixed';
  return free ? 'free' : 'list';
}

export function flagsOfMode(mode: InventoryMode): InventoryFlags {
  return { free: mode !== 'list', picking: mode === 'mixed' };
}

/** The location is required unless free and picking are both true (packing spec §5). */
export function locationRequired(flags: InventoryFlags): boolean {
  return modeOfFlags(flags) !== 'mixed';
}

function flagQuery({ free, picking }: InventoryFlags): string {
  return `free=${free}&picking=${picking}`;
}

/** Where 'Procedi' of /inventory/selection leads (packing spec §2). */
export function inventoryDestination(flags: InventoryFlags, projectId: Id, locationId: Id | null): string {
  const mode = modeOfFlags(flags);
  if (mode === 'mixed') return `/inventory/selection/${projectId}?${flagQuery(flags)}`;
  const page = mode === 'free' ? 'free_management' : 'list_management';
  return `/inventory/${page}/${projectId}?${flagQuery(flags)}&location=${locationId ?? ''}`;
}

/** Back to the inventory selection, keeping the flags. */
export function inventorySelectionPath(flags: InventoryFlags): string {
  return `/inventory/selection?${flagQuery(flags)}`;
}

/** The per-location documents of an inventory, keeping the flags. */
export function inventoryDocumentsPath(projectId: Id, flags: InventoryFlags): string {
  return `/inventory/selection/${projectId}?${flagQuery(flags)}`;
}

/** Mixed counting of one document. */
export function mixedCountPath(projectId: Id, documentId: Id, flags: InventoryFlags): string {
  return `/inventory/mixed_management/${projectId}?document=${documentId}&${flagQuery(flags)}`;
}

export interface CountOptions {
  /** Detected above expected is allowed (and counts as complete). */
  excessAllowed: boolean;
  /** The quantity field starts at the remaining quantity. */
  prefillRemaining: boolean;
}

/**
 * Packing spec §9: list inventory prefills the remaining quantity and forbids exceeding; free and
 * mixed counting allow exceeding (mixed's "negative not allowed" is enforced everywhere).
 */
export const COUNT_OPTIONS: Record<InventoryMode, CountOptions> = {
  list: { excessAllowed: false, prefillRemaining: true },
  free: { excessAllowed: true, prefillRemaining: false },
  mixed: { excessAllowed: true, prefillRemaining: false },
};

/** What the operator pressed on a counting screen: 'Concludi', 'Esci/Sospendi', or back. */
export type CountAction = 'conclude' | 'suspend' | 'exit';

/**
 * The plan of a counting screen's action (packing spec §4), one place for the screens and the
 * server command: conclude and suspend are the same everywhere; leaving by the back button follows
 * the list or free exit rule, and in mixed counting is 'Esci/Sospendi'.
 */
export function countActionPlan(
  mode: InventoryMode,
  action: CountAction,
  lines: readonly PickQuantities[],
): Plan<Partial<CountFlags>> {
  const { excessAllowed } = COUNT_OPTIONS[mode];
  // Nothing to judge (a free count with nothing read yet, a location without lines) is an untouched
  // count, not a complete one: concluding it must not close the document.
  if (lines.length === 0) lines = [{ id: 0, quantity: 1, quantity_detected: 0 }];
  if (action === 'conclude') return concludeInventoryCount(lines, excessAllowed);
  if (action === 'suspend' || mode === 'mixed') return suspendInventoryCount(lines);
  return mode === 'list' ? exitListInventory(lines, excessAllowed) : exitFreeInventory(lines, excessAllowed);
}

/** Inventory quantities add to the existing reading (packing spec §7): existing plus entered. */
export function countedQuantity(existing: number | null | undefined, entered: number): number {
  // Stored as numeric(18,3): round away binary noise such as 0.1 + 0.2.
  return Math.round(((existing ?? 0) + entered) * 1000) / 1000;
}
