/** The records order packing reads are the domain's; the open row and the commands' answer are this module's. */
import type { Item, Location, Package, Pick, Project } from '../../domain/records';
import type { ReadLot } from '@warehouse/shared';
import type { LabelOutcome } from '../../domain/printing';

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
  labels: LabelOutcome | null;
}

/** What the row modal holds besides the pick. */
export interface RowValues {
  locationId: string | null;
  quantity: string | number;
  packageId: string | null;
}

/** Location and package of the open line (the engine holds the line and its quantity). */
export type Extras = Omit<RowValues, 'quantity'>;

/** The open row as the modal shows it. */
export interface Draft extends RowValues {
  pick: PackingPick;
  quantity: string;
  error: string | null;
  /** The lot read with the item (a GS1 barcode, a logistic label's lot barcode), shown before Conferma. */
  lot?: ReadLot;
}
