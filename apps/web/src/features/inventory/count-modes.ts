/**
 * The three counting screens as descriptors of one counting screen (packing spec §2): where they
 * count, how they load their lines, what a reading of an item without a line does, what they show.
 */
import type { InventoryFlags, InventoryMode } from '@warehouse/shared';
import { inventoryDocumentsPath, inventorySelectionPath } from '@warehouse/shared';
import { fetchCountedBy, fetchPicks, fetchReadings, type CountPlace } from './api';
import { linesFromPicks, linesFromReadings, withCountedBy, type CountLine } from './count-lines';
import { idParam } from './flags';

export interface CountMode {
  mode: InventoryMode;
  /** The place counted, from the URL (`?location=` or `?document=`); null when missing. */
  place(params: URLSearchParams): CountPlace | null;
  loadLines(projectId: number, place: CountPlace): Promise<CountLine[]>;
  back(projectId: number, flags: InventoryFlags): string;
  /** A reading of an item that has no line: a new line (free, mixed) or a refusal (list). */
  newLineOnReading: boolean;
  /** A reading of an item with a line counts one at once instead of opening its dialog (free). */
  countOnReading: boolean;
  /** 'Aggiungi articolo' from a searchable list, and a delete action per line (mixed). */
  editable: boolean;
}

/** The lines, with who counted how much on each (read together: one screen load). */
async function loadWithCountedBy(
  load: () => Promise<CountLine[]>,
  projectId: number,
  place: CountPlace,
): Promise<CountLine[]> {
  const [lines, counted] = await Promise.all([load(), fetchCountedBy(projectId, place)]);
  return withCountedBy(lines, counted);
}

const byLocation = (params: URLSearchParams): CountPlace | null => {
  const locationId = idParam(params.get('location'));
  return locationId === null ? null : { locationId };
};

export const COUNT_MODES: Record<InventoryMode, CountMode> = {
  list: {
    mode: 'list',
    place: byLocation,
    loadLines: (projectId, place) =>
      loadWithCountedBy(async () => linesFromPicks(await fetchPicks(projectId, place)), projectId, place),
    back: (_projectId, flags) => inventorySelectionPath(flags),
    newLineOnReading: false,
    countOnReading: false,
    editable: false,
  },
  free: {
    mode: 'free',
    place: byLocation,
    loadLines: (projectId, place) =>
      loadWithCountedBy(
        async () => linesFromReadings(await fetchReadings(projectId, place)),
        projectId,
        place,
      ),
    back: (_projectId, flags) => inventorySelectionPath(flags),
    newLineOnReading: true,
    countOnReading: true,
    editable: false,
  },
  mixed: {
    mode: 'mixed',
    place: (params) => {
      const documentId = idParam(params.get('document'));
      return documentId === null ? null : { documentId };
    },
    loadLines: (projectId, place) =>
      loadWithCountedBy(async () => linesFromPicks(await fetchPicks(projectId, place)), projectId, place),
    back: (projectId, flags) => inventoryDocumentsPath(projectId, flags),
    newLineOnReading: true,
    countOnReading: false,
    editable: true,
  },
};
