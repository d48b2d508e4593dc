/**
 * The records the picking and store screens read, as the /api/v2 server returns them (only the
 * fields these screens use). Nested objects may be null when the association is empty.
 */
export interface Named {
  id: number;
  name: string;
}

export type { Party } from '../../lib/api/records';
import type { Party } from '../../lib/api/records';

export interface Project {
  id: number;
  name: string;
  description?: string | null;
  notes?: string | null;
  customer?: Party | null;
  supplier?: Party | null;
  address?: Party | null;
  transport_mean?: { flag_agent?: boolean | null } | null;
  plant?: { name?: string | null } | null;
  closed?: boolean | null;
  partial?: boolean | null;
  prepared?: boolean | null;
  delivered?: boolean | null;
  suspended?: boolean | null;
  store?: boolean | null;
  project_typology_id?: number | null;
  branch_id?: number | null;
  serie?: number | null;
  year?: number | null;
  external_code?: string | null;
  project_date?: string | null;
  estimated_shipping_date?: string | null;
  payment_code?: string | null;
  package_number?: number | null;
  operator?: string | null;
  zone?: string | null;
  updated_at?: string | null;
  lock_version?: number;
}

export interface Item {
  id: number;
  code: string;
  barcode?: string | null;
  description?: string | null;
  measure_unit?: { name?: string | null } | null;
  location_id?: number | null;
  location?: Named | null;
  locations?: Named[] | null;
  additional_barcodes?: { code: string }[] | null;
  /** Stock. */
  quantity?: number | null;
  locked_quantity?: number | null;
}

export interface ProjectRow {
  id: number;
  project_id: number;
  pick_id?: number | null;
  item_id?: number | null;
  location_id?: number | null;
  quantity?: number | null;
}

export interface Pick {
  id: number;
  project_id: number;
  item_id: number;
  location_id?: number | null;
  /** Expected quantity. */
  quantity: number;
  quantity_detected?: number | null;
  notes?: string | null;
  item?: Item | null;
  location?: Named | null;
  project_rows?: ProjectRow[] | null;
  lock_version?: number;
}
