import type { ChangeEvent } from './changes';

/**
 * Models whose records belong to a project (`project_id`) and may be followed per project without
 * the rest of it: `within=documents:12` is the documents of project 12 (a list of an inventory's
 * documents), without its readings and picks. Readings are left out on purpose: following them is
 * what `projects=` is for (and it counts as working on the list, see presence).
 */
export const WITHIN_MODELS: ReadonlySet<string> = new Set(['documents', 'picks', 'packages']);

/** What a client has open: the events of these projects, documents and whole models reach it. */
export interface StreamScope {
  projects: Set<number>;
  documents: Set<number>;
  models: Set<string>;
  /** Per model of WITHIN_MODELS, the projects whose records of that model are followed. */
  within: Map<string, Set<number>>;
  /** Models whose records the user may read: events of other models never reach the client. */
  readable(model: string): boolean;
}

export function inScope(scope: StreamScope, event: ChangeEvent): boolean {
  if (!scope.readable(event.model)) return false;
  return (
    scope.models.has(event.model) ||
    (event.project_id !== null && scope.projects.has(event.project_id)) ||
    (event.document_id !== null && scope.documents.has(event.document_id)) ||
    (event.project_id !== null && (scope.within.get(event.model)?.has(event.project_id) ?? false))
  );
}
