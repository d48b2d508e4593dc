/** The `?free&picking` flags of the inventory routes ('true' is true; anything else false). */
import { flagsOfMode, type InventoryFlags, type InventoryMode } from '@warehouse/shared';

/** The flags the URL gives, or null when it gives none (the home menu's entry). */
export function flagsFromQuery(params: URLSearchParams): InventoryFlags | null {
  if (!params.has('free') && !params.has('picking')) return null;
  return { free: params.get('free') === 'true', picking: params.get('picking') === 'true' };
}

/** The URL's flags, else those of the inventory's own mode. */
export function effectiveFlags(params: URLSearchParams, mode: InventoryMode | null): InventoryFlags {
  return flagsFromQuery(params) ?? (mode ? flagsOfMode(mode) : { free: false, picking: false });
}

/** A positive id from the URL, or null. */
export function idParam(value: string | null | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
