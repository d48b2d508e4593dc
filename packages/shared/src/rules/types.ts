import type { MessageKey } from '../messages';

export type Id = number;

/** The quantities of a pick (order line) as the API returns them. */
export interface PickQuantities {
  id: Id;
  /** Expected quantity. */
  quantity: number;
  /** Sum of its readings; a pick nobody has read yet may come without it. */
  quantity_detected?: number | null;
}

/** Confirmations a plan may ask for, by their key in `messages`. */
export type ConfirmKey = Extract<
  MessageKey,
  | 'partialPicking'
  | 'suspendPicking'
  | 'partialPacking'
  | 'suspendPacking'
  | 'concludeInventoryPartial'
  | 'suspendInventory'
  | 'exitIncomplete'
  | 'deleteItem'
>;

/**
 * What a screen action must do, computed without I/O. The screen asks `confirm` first (when not
 * null; on "no" it does nothing and stays), then creates a zero-quantity reading for each pick in
 * `zeroQuantityPickIds`, then writes `write` (when not null), then leaves for its selection list
 * when `leave` is true.
 */
export interface Plan<W> {
  confirm: ConfirmKey | null;
  zeroQuantityPickIds: Id[];
  write: W | null;
  leave: boolean;
}

/** Flags of a project (order, picking list, store supply). */
export interface ProjectFlags {
  store: boolean;
  prepared: boolean;
  partial: boolean;
  suspended: boolean;
}

/** Flags of an inventory count (document or project). */
export interface CountFlags {
  closed: boolean;
  partial: boolean;
}
