import type { Id } from './types';

/** A per-location inventory document as the screens see it. */
export interface InventoryDocument {
  id: Id;
  name?: string | null;
  location_id?: Id | null;
  closed?: boolean | null;
  partial?: boolean | null;
}

/** Documents in the spec's order (§9): open before closed, then not partial before partial, then by name. */
export function compareInventoryDocuments(a: InventoryDocument, b: InventoryDocument): number {
  const flag = (v: boolean | null | undefined) => (v ? 1 : 0);
  return (
    flag(a.closed) - flag(b.closed) ||
    flag(a.partial) - flag(b.partial) ||
    (a.name ?? '').localeCompare(b.name ?? '', 'it', { numeric: true })
  );
}

/**
 * The document another one would duplicate: one of the same inventory for the same location (by
 * id, or by name for documents without one). `exceptId` is the document being edited.
 */
export function duplicateLocationDocument<D extends InventoryDocument>(
  documents: readonly D[],
  location: { id: Id; name?: string | null },
  exceptId: Id | null = null,
): D | null {
  const name = (location.name ?? '').trim().toLowerCase();
  return (
    documents.find(
      (doc) =>
        doc.id !== exceptId &&
        (doc.location_id === location.id ||
          (doc.location_id == null && name !== '' && (doc.name ?? '').trim().toLowerCase() === name)),
    ) ?? null
  );
}

/** A closed document cannot be opened (packing spec §4). */
export function canOpenInventoryDocument(document: InventoryDocument): boolean {
  return document.closed !== true;
}
