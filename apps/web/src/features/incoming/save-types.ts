/** What the incoming save (./save.ts) takes, sends and answers. */
import type { ProjectRow, Track } from '../../domain/records';

export interface IncomingInput {
  locationId: number;
  orderId: number;
  itemId: number;
  description: string;
  lot: string;
  /** ISO date the label gave with the lot (use-by, else best-before). */
  expiryDate?: string;
  /** The supplier's SSCC the box's label carried (AI 00), kept on the reading. */
  sscc?: string;
  weight: number;
  tag: string;
  /** The order line's remaining quantity; null when unknown (no check). */
  remaining: number | null;
}

/** The body of `POST /projects/{order}?do=receive_goods` (docs/server.md, "Incoming: receive_goods"). */
export interface ReceiveGoods {
  location_id: number;
  item_id: number;
  description: string;
  lot: string;
  expiry_date?: string;
  sscc?: string;
  quantity: number;
  tag: string;
  /** The reading the tag is on, at the version the operator confirmed moving it. */
  reassign?: { id: number; lock_version: number };
}

export interface ReceiveAnswer {
  project_row: ProjectRow;
  track: Track;
  reassigned: boolean;
}

export interface SaveDeps {
  receive(orderId: number, body: ReceiveGoods, key: string): Promise<ReceiveAnswer>;
  /** What shows the order's lines and the open orders: reloaded after another operator's change. */
  reload: readonly (readonly unknown[])[];
  /** The Idempotency-Key of this decision, when kept with the entry (a reload keeps it). */
  key?: string;
}

export type SaveResult =
  | { status: 'saved'; answer: ReceiveAnswer }
  /** The operator said No to moving the tag: nothing was written. */
  | { status: 'declined' }
  /** Another operator changed the tag's reading meanwhile: nothing written, the operator was told. */
  | { status: 'conflict' }
  /** The session ended and no new sign-in came: the entry waits on the device. */
  | { status: 'unauthorized' }
  | {
      status: 'failed';
      message: string;
      detail?: string;
      /** The server refused it (4xx): the same values will be refused again. */
      refused: boolean;
    };
