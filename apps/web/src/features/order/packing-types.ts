/**
 * The records order packing reads, as /api/v2 returns them (only the fields this screen uses).
 * To be replaced by the generated domain records once `apps/web/src/domain` is on main.
 */
import type { Party, Project as OrderProject } from '../../domain/records';

export interface Named {
  id: number;
  name: string;
}

export interface PackingItem {
  id: number;
  code: string;
  barcode?: string | null;
  description?: string | null;
  measure_unit?: { name?: string | null } | null;
  location_id?: number | null;
  location?: Named | null;
  locations?: Named[] | null;
  additional_barcodes?: { code: string }[] | null;
  quantity?: number | null;
  locked_quantity?: number | null;
  lock_version?: number;
}

export interface PackingReading {
  id: number;
  package_id?: number | null;
  quantity?: number | null;
}

export interface PackingPick {
  id: number;
  project_id: number;
  item_id: number;
  location_id?: number | null;
  quantity: number;
  quantity_detected?: number | null;
  closed?: boolean | null;
  item?: PackingItem | null;
  location?: Named | null;
  project_rows?: PackingReading[] | null;
  lock_version?: number;
}

export interface PackingOrder extends Omit<OrderProject, 'customer'> {
  lock_version?: number;
  customer?: (Party & { external_code?: string | null }) | null;
}

export interface Package {
  id: number;
  name: string;
  incremental?: number | null;
  closed?: boolean | null;
  shipped?: boolean | null;
  lock_version?: number;
}

export interface Printer {
  id: number;
  name: string;
  is_online?: boolean;
  default?: boolean | null;
  plant_id?: number | null;
}

/** What conclude_packing and suspend_packing answer. */
export interface PackingAnswer {
  outcome: 'concluded' | 'partial' | 'nothing_detected' | 'suspended' | 'left';
  project: PackingOrder;
  zero_readings: number;
  deleted_packages: number;
  labels: { total: number; printed: number; error: string | null } | null;
}
