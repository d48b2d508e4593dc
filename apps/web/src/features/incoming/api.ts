/**
 * The incoming module's save sequence calls (spec section 7): lots by item and code, readings by tag,
 * and the writes, each with the key the sequence gives it. The look-ups of locations, open supplier
 * orders and their picks come from the domain layer.
 */
import { api } from '../../lib/api';
import { findReadingsByTag } from '../../domain/readings';
import type { ProjectRow, Serial, Track } from '../../domain/records';
import type { SaveDeps } from './save-types';

/** The save sequence's calls, each write with the key the sequence gives it. */
export function saveDeps(confirm: SaveDeps['confirm']): SaveDeps {
  return {
    confirm,
    findSerials: (itemId, code) => api.list<Serial>('serials', { q: { item_id_eq: itemId, code_eq: code } }),
    createSerial: (payload, key) => api.create<Serial>('serials', payload, { idempotencyKey: key }),
    findRowsByTag: findReadingsByTag,
    createRow: (payload, key) => api.create<ProjectRow>('project_rows', payload, { idempotencyKey: key }),
    updateRow: (id, payload, key) =>
      api.update<ProjectRow>('project_rows', id, payload, { idempotencyKey: key }),
    createTrack: (payload, key) => api.create<Track>('tracks', payload, { idempotencyKey: key }),
    now: () => new Date(),
  };
}
