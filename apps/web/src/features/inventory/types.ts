/**
 * The records the inventory screens read (only the fields they use). To be replaced by the shared
 * domain types (`src/domain`) once they exist.
 */
export interface Named {
  id: number;
  name: string;
  code?: string | null;
}

export interface Party {
  name?: string | null;
}

export interface Typology {
  id: number;
  title: string;
  inventory?: boolean | null;
  free?: boolean | null;
  picking?: boolean | null;
}

export interface InventoryProject {
  id: number;
  name: string;
  description?: string | null;
  project_typology?: Typology | null;
  customer?: Party | null;
  supplier?: Party | null;
}

export interface Item {
  id: number;
  code: string;
  barcode?: string | null;
  description?: string | null;
  measure_unit?: { name?: string | null } | null;
  additional_barcodes?: { code: string }[] | null;
  /** Stock. */
  quantity?: number | null;
}

export interface InventoryDocument {
  id: number;
  project_id: number;
  location_id?: number | null;
  name: string;
  code?: string | null;
  description?: string | null;
  issued_at?: string | null;
  closed?: boolean | null;
  partial?: boolean | null;
  quantity_detected?: number | null;
  location?: Named | null;
  customer?: Party | null;
  supplier?: Party | null;
  lock_version?: number;
}

export interface Pick {
  id: number;
  project_id: number;
  document_id?: number | null;
  item_id: number;
  location_id?: number | null;
  quantity: number;
  quantity_detected?: number | null;
  item?: Item | null;
  location?: Named | null;
}

export interface Reading {
  id: number;
  project_id: number;
  document_id?: number | null;
  location_id?: number | null;
  pick_id?: number | null;
  item_id: number;
  quantity?: number | null;
  item?: Item | null;
  location?: Named | null;
}

/** What `?do=inventory_count` answers. */
export interface CountAnswer {
  project_row: Reading;
  pick: Pick | null;
  document: InventoryDocument;
}

/** What `?do=inventory_conclude|suspend|exit` answers. */
export interface CloseAnswer {
  document: InventoryDocument;
  changed: boolean;
  leave: boolean;
}
