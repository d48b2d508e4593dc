/** What the incoming save (./save.ts) takes, calls, keeps between attempts and answers. */
import type { ProjectRow, Serial, Track } from '../../domain/records';

export interface IncomingInput {
  locationId: number;
  orderId: number;
  itemId: number;
  description: string;
  lot: string;
  /** ISO date the label gave with the lot (use-by, else best-before). */
  expiryDate?: string;
  weight: number;
  tag: string;
  /** The order line's remaining quantity; null when unknown (no check). */
  remaining: number | null;
}

export interface RowPayload {
  project_id: number;
  location_id: number;
  item_id: number;
  description: string;
  serial_id: number;
  quantity: number;
  code: string;
  expiry_date?: string;
}

export interface TrackPayload {
  project_row_id: number;
  location_id: number;
  last_seen_at: string;
}

export interface SaveDeps {
  confirm(message: string, title?: string): Promise<boolean>;
  findSerials(itemId: number, code: string): Promise<Serial[]>;
  createSerial(payload: { item_id: number; code: string }, key: string): Promise<Serial>;
  findRowsByTag(tag: string): Promise<ProjectRow[]>;
  createRow(payload: RowPayload, key: string): Promise<ProjectRow>;
  updateRow(id: number, payload: RowPayload & { lock_version?: number }, key: string): Promise<ProjectRow>;
  createTrack(payload: TrackPayload, key: string): Promise<Track>;
  now(): Date;
  newKey?(): string;
}

/** What earlier attempts with the same values achieved. */
export interface SaveProgress {
  fingerprint: string;
  weightConfirmed: boolean;
  serialKey: string;
  serialId?: number;
  /** Decided once: create a row, or update the existing one (reassignment confirmed). */
  rowAction?: { kind: 'create' } | { kind: 'update'; id: number; lockVersion?: number };
  rowKey: string;
  rowId?: number;
  trackKey: string;
}

export type SaveResult =
  | { status: 'saved'; rowId: number; track: Track; reassigned: boolean }
  | { status: 'cancelled'; progress: SaveProgress }
  | {
      status: 'failed';
      message: string;
      detail?: string;
      /** The server refused the write (4xx): the same values will be refused again, except after a 409. */
      refused: boolean;
      /** A 409: the record changed meanwhile; it is read again (and confirmed again) on the next Save. */
      conflict: boolean;
      /** The session ended (401): the app asks for a new sign-in; the entry and its progress are kept. */
      unauthorized: boolean;
      progress: SaveProgress;
    };
