import { parentDocumentState, referenceDocumentState, type ChildState } from './documents';
import type { CountFlags, Id, PickQuantities } from './types';

/** Labels one 'Stampa etichette' may print at once (spec §5: a count is required; 0 is no count). */
export const MAX_PREPARATION_LABELS = 500;

/** The number of labels asked, or null when it is not a whole number from 1 to 500. */
export function labelCount(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_PREPARATION_LABELS ? n : null;
}

export interface PreparationExitInput {
  /** The picks of the reference-item document, with their detected totals. */
  picks: readonly PickQuantities[];
  /** The parent document's children as stored, the reference item among them (by id). */
  siblings: readonly (ChildState & { id: Id })[];
  referenceItemId: Id;
  /** The project's top-level documents as stored, the parent among them (by id). */
  projectDocuments: readonly (ChildState & { id: Id })[];
  parentId: Id;
  /** The update-project setting (off by default). */
  updateProject: boolean;
}

export interface PreparationExit {
  referenceItem: CountFlags;
  parent: CountFlags;
  /** null: the project is left as it is (update-project off). */
  project: CountFlags | null;
  /** The reference item is partial: the operator confirms leaving with data missing. */
  confirm: 'exitIncomplete' | null;
}

/**
 * Leaving package preparation (packing spec §4), as one plan: the reference-item document from its
 * picks (closed only when every pick is exactly complete), then its parent from the children (the
 * reference item with its new state), then — only with update-project on — the project from its
 * top-level documents (the parent with its new state).
 */
export function preparationExit(input: PreparationExitInput): PreparationExit {
  const referenceItem = referenceDocumentState(input.picks);
  const children = withState(input.siblings, input.referenceItemId, referenceItem);
  const parent = parentDocumentState(children);
  const project = input.updateProject
    ? parentDocumentState(withState(input.projectDocuments, input.parentId, parent))
    : null;
  return { referenceItem, parent, project, confirm: referenceItem.partial ? 'exitIncomplete' : null };
}

/** The children with one of them replaced by its new state (added when missing). */
function withState(children: readonly (ChildState & { id: Id })[], id: Id, state: CountFlags): ChildState[] {
  const others = children.filter((child) => child.id !== id);
  return [...others, state];
}
