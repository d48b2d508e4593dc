/** The records order packing reads are the domain's; only the commands' answer is this module's. */
import type { Item, Location, Package, Pick, Project } from '../../domain/records';

export type Named = Location;
export type PackingItem = Item;
export type PackingPick = Pick;
export type PackingOrder = Project;
export type { Package };

/** What conclude_packing and suspend_packing answer. */
export interface PackingAnswer {
  outcome: 'concluded' | 'partial' | 'nothing_detected' | 'suspended' | 'left';
  project: PackingOrder;
  zero_readings: number;
  deleted_packages: number;
  labels: { total: number; printed: number; error: string | null } | null;
}
