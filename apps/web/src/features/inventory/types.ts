/** The records of the inventory screens are the shared domain's (src/domain); only the command answers are ours. */
import type { Document, Pick, ProjectRow } from '../../domain/records';

export type {
  Document as InventoryDocument,
  Item,
  Location as Named,
  Pick,
  Project as InventoryProject,
  ProjectRow as Reading,
  ProjectTypology as Typology,
} from '../../domain/records';

/** What `?do=inventory_count` answers. */
export interface CountAnswer {
  project_row: ProjectRow;
  pick: Pick | null;
  document: Document;
}

/** What `?do=inventory_conclude|suspend|exit` answers. */
export interface CloseAnswer {
  document: Document;
  changed: boolean;
  leave: boolean;
}
