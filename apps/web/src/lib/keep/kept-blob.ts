/**
 * A blob kept on the device per signed-in user and screen (a package photo taken but not yet sent):
 * too big for localStorage, where the outbox lives, so it goes to IndexedDB. Like `writeKept`, a
 * failure to store only means the blob lives in memory for this visit.
 */
import { getUser } from '../session';

const DB = 'warehouse-kept';
const STORE = 'blobs';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
    });
  } finally {
    db.close();
  }
}

const keyOf = (screen: string) => {
  const user = getUser()?.id;
  return user === undefined ? null : `${user}.${screen}`;
};

/** The blob kept for this user and screen, or null. */
export async function readKeptBlob(screen: string): Promise<Blob | null> {
  const key = keyOf(screen);
  if (key === null) return null;
  try {
    const value = await run('readonly', (s) => s.get(key) as IDBRequest<unknown>);
    return value instanceof Blob ? value : null;
  } catch {
    return null;
  }
}

/** Keeps `blob` for this user and screen; null removes it. */
export async function writeKeptBlob(screen: string, blob: Blob | null): Promise<void> {
  const key = keyOf(screen);
  if (key === null) return;
  try {
    await run<unknown>('readwrite', (s) => (blob ? s.put(blob, key) : s.delete(key)) as IDBRequest<unknown>);
  } catch {
    // storage unavailable: the photo still lives in memory for this visit
  }
}
