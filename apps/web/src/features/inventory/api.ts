/** The reads of the inventory screens (packing spec §7) and their query keys; the writes are in writes.ts. */
import { inventoryModeOf, type InventoryMode } from '@warehouse/shared';
import { findItemByItemCode } from '../../domain/items';
import { resolveScan } from '../../domain/scan';
import { api } from '../../lib/api';
import type { CountedByLine } from './count-lines';
import type { InventoryDocument, InventoryProject, Item, Named, Pick, Reading, Typology } from './types';

/** Where a count happens: a location (list and free counting) or a document (mixed counting). */
export type CountPlace = { locationId: number } | { documentId: number };

export const inventoryKeys = {
  all: ['inventory'] as const,
  inventories: ['inventory', 'inventories'] as const,
  locations: ['inventory', 'locations'] as const,
  items: ['inventory', 'items'] as const,
  project: (id: number) => ['inventory', 'project', id] as const,
  documents: (projectId: number) => ['inventory', 'documents', projectId] as const,
  document: (projectId: number, place: CountPlace) =>
    ['inventory', 'document', projectId, placeKey(place)] as const,
  lines: (projectId: number, place: CountPlace) =>
    ['inventory', 'lines', projectId, placeKey(place)] as const,
};

export function placeKey(place: CountPlace): string {
  return 'documentId' in place ? `doc:${place.documentId}` : `loc:${place.locationId}`;
}

/** The outbox scope of one count: its pending entries are shown on that screen only. */
export const countScope = (projectId: number, place: CountPlace) =>
  `inventory:${projectId}:${placeKey(place)}`;

export interface InventoryChoice extends InventoryProject {
  mode: InventoryMode;
}

/** Every inventory (projects of the inventory typologies), with its mode, by name. */
export async function fetchInventories(): Promise<InventoryChoice[]> {
  const typologies = (await api.list<Typology>('project_typologies')).filter(
    (t) => inventoryModeOf(t) !== null,
  );
  if (typologies.length === 0) return [];
  const projects = await api.list<InventoryProject>('projects', {
    q: { project_typology_id_in: typologies.map((t) => t.id), s: 'name asc' },
  });
  const byId = new Map(typologies.map((t) => [t.id, t]));
  return projects.flatMap((p) => {
    const typology =
      p.project_typology ?? byId.get((p as { project_typology_id?: number }).project_typology_id ?? 0);
    const mode = inventoryModeOf(typology);
    return mode ? [{ ...p, mode }] : [];
  });
}

export async function fetchProject(id: number): Promise<InventoryProject> {
  return api.getById<InventoryProject>('projects', id);
}

export async function fetchLocations(): Promise<Named[]> {
  return api.list<Named>('locations', { q: { s: 'name asc' }, per: 10_000 });
}

export async function findLocationByName(name: string): Promise<Named | null> {
  return (await api.list<Named>('locations', { q: { name_eq: name } }))[0] ?? null;
}

export async function createLocation(name: string): Promise<Named> {
  return api.create<Named>('locations', { name, code: name });
}

/** The top-level documents among `ids` (a live update reads the changed ones again). */
export async function fetchDocumentsByIds(ids: readonly number[]): Promise<InventoryDocument[]> {
  return api.list<InventoryDocument>('documents', { q: { id_in: [...ids], parent_id_null: true } });
}

export async function fetchDocuments(projectId: number): Promise<InventoryDocument[]> {
  return api.list<InventoryDocument>('documents', {
    q: { project_id_eq: projectId, parent_id_null: true },
    per: 10_000,
  });
}

/** The document a count writes into: by id, or the location's in this inventory (null before the first count). */
export async function fetchCountDocument(
  projectId: number,
  place: CountPlace,
): Promise<InventoryDocument | null> {
  if ('documentId' in place) return api.getById<InventoryDocument>('documents', place.documentId);
  const found = await api.list<InventoryDocument>('documents', {
    q: { project_id_eq: projectId, location_id_eq: place.locationId, s: 'id asc' },
  });
  return found[0] ?? null;
}

export interface DocumentForm {
  location_id: number;
  name: string;
  code: string;
  description: string;
  issued_at: string;
  closed: boolean;
  partial: boolean;
}

export async function saveDocument(
  projectId: number,
  form: DocumentForm,
  existing: InventoryDocument | null,
) {
  const payload = { ...form, project_id: projectId };
  if (existing)
    return api.update('documents', existing.id, { ...payload, lock_version: existing.lock_version });
  return api.create('documents', payload);
}

export async function deleteDocument(document: InventoryDocument): Promise<void> {
  await api.remove('documents', document.id);
}

/** List and mixed counting: the picks; free counting: the readings of the location's document. */
export async function fetchPicks(projectId: number, place: CountPlace): Promise<Pick[]> {
  const where =
    'documentId' in place ? { document_id_eq: place.documentId } : { location_id_eq: place.locationId };
  return api.search<Pick>('picks', { project_id_eq: projectId, ...where }, { query: { per: 10_000 } });
}

export async function fetchReadings(projectId: number, place: CountPlace): Promise<Reading[]> {
  const where =
    'documentId' in place ? { document_id_eq: place.documentId } : { location_id_eq: place.locationId };
  return api.search<Reading>(
    'project_rows',
    { project_id_eq: projectId, ...where },
    { query: { per: 10_000 } },
  );
}

/** Who counted how much of each line of the place (issue 48). */
export async function fetchCountedBy(projectId: number, place: CountPlace): Promise<CountedByLine[]> {
  const where = 'documentId' in place ? { document_id: place.documentId } : { location_id: place.locationId };
  const answer = await api.get<{ lines: CountedByLine[] }>(`/projects/${projectId}`, {
    do: 'inventory_counted_by',
    ...where,
  });
  return answer?.lines ?? [];
}

/** Items for the "add an item" list, by code. */
export async function fetchItems(): Promise<Item[]> {
  return api.list<Item>('items', { q: { s: 'code asc' }, per: 10_000 });
}

/**
 * An item by what a reading carries (barcode, additional barcode, GS1) through the shared resolver,
 * else by its item code: a tag written with the item code finds it, as on the other screens.
 */
export async function findItemByCode(code: string): Promise<Item | null> {
  const found = await resolveScan(code, ['item']);
  if (found.kind === 'item') return found.item;
  return (await findItemByItemCode(code.trim())) as Item | null;
}

export async function fetchLocation(id: number): Promise<Named> {
  return api.getById<Named>('locations', id);
}
