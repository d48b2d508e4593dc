/**
 * The entry location is lockable: once locked it stays chosen (and unchangeable) across saves and
 * visits, on this device. Unlocked, the default is the user's own location (`location_id`).
 */
const KEY = 'warehouse.incoming.location';

export interface LockedLocation {
  id: number;
  locked: true;
}

export function readLockedLocation(): number | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<LockedLocation> | null;
    return parsed?.locked === true && typeof parsed.id === 'number' ? parsed.id : null;
  } catch {
    return null;
  }
}

export function writeLockedLocation(id: number | null): void {
  try {
    if (id === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify({ id, locked: true } satisfies LockedLocation));
  } catch {
    // storage unavailable: the lock holds for this visit only
  }
}

/** The location to start with: the locked one, else the user's. */
export function initialLocation(userLocationId: number | null | undefined): number | null {
  return readLockedLocation() ?? (typeof userLocationId === 'number' ? userLocationId : null);
}
