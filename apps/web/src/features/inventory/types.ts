/** The records of the inventory screens are the shared domain's (src/domain); only the command answers are ours. */
import type { CountContribution } from '@warehouse/shared';
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
  /** The line's contributions after the count (issue 48); absent from an older server. */
  counted_by?: CountContribution[];
}

/** What `?do=inventory_conclude|suspend|exit` answers. */
export interface CloseAnswer {
  document: Document;
  changed: boolean;
  leave: boolean;
}
