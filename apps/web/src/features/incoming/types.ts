/** What the incoming screen reads from the API (only the fields it uses). */

export interface Location {
  id: number;
  name: string;
}

export interface Party {
  name?: string | null;
}

export interface Order {
  id: number;
  name: string;
  closed?: boolean | null;
  supplier?: Party | null;
}

export interface OrderItem {
  id: number;
  code: string;
  barcode?: string | null;
  description?: string | null;
  additional_barcodes?: { code: string }[] | null;
}

export interface Pick {
  id: number;
  project_id: number;
  item_id: number;
  quantity?: number | string | null;
  quantity_detected?: number | string | null;
  item?: OrderItem | null;
}

export interface ProjectRow {
  id: number;
  project_id?: number | null;
  item_id?: number | null;
  code?: string | null;
  lock_version?: number;
}

export interface Serial {
  id: number;
  item_id: number;
  code: string;
}

export interface Track {
  id: number;
  project_row_id: number;
  location_id?: number | null;
  last_seen_at: string;
}
