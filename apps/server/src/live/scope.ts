import type { ChangeEvent } from './changes';

/** What a client has open: the events of these projects, documents and whole models reach it. */
export interface StreamScope {
  projects: Set<number>;
  documents: Set<number>;
  models: Set<string>;
  /** Models whose records the user may read: events of other models never reach the client. */
  readable(model: string): boolean;
}

export function inScope(scope: StreamScope, event: ChangeEvent): boolean {
  if (!scope.readable(event.model)) return false;
  return (
    scope.models.has(event.model) ||
    (event.project_id !== null && scope.projects.has(event.project_id)) ||
    (event.document_id !== null && scope.documents.has(event.document_id))
  );
}
