import { useSyncExternalStore } from 'react';

/** Whether the reader bridge's WebSocket is open. */
export type ReaderStatus = 'connecting' | 'connected' | 'disconnected';

let status: ReaderStatus = 'disconnected';
const listeners = new Set<() => void>();

export function getReaderStatus(): ReaderStatus {
  return status;
}

export function setReaderStatus(next: ReaderStatus): void {
  if (next === status) return;
  status = next;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useReaderStatus(): ReaderStatus {
  return useSyncExternalStore(subscribe, getReaderStatus, getReaderStatus);
}
