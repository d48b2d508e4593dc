/**
 * Keys that arrive before the app has mounted (a scan 0–300 ms after a page load): the wedge detector
 * listens only once the reader provider has mounted, and until then a scan's first keys went nowhere
 * (the rest read as a shortened code) or into a field that mounted under them. This module is the
 * first thing the entry runs: it holds every key, typing nothing, and the reader provider replays them
 * into its detector with their own times (`takeEarlyKeys`), so the scan is read whole, once.
 */

/** A key or a keyless character as it came, with its time (`Event.timeStamp`). */
export type EarlyKey =
  | {
      kind: 'key';
      key: string;
      code: string;
      ctrlKey: boolean;
      altKey: boolean;
      metaKey: boolean;
      timeStamp: number;
      target: EventTarget | null;
    }
  | { kind: 'char'; text: string; timeStamp: number; target: EventTarget | null };

/** No scan needs more; a stuck key cannot fill the memory before the app starts. */
const AT_MOST = 2_000;

let keys: EarlyKey[] = [];
let listening = false;

function onKeydown(e: KeyboardEvent): void {
  e.preventDefault();
  if (keys.length >= AT_MOST) return;
  const { key, code, ctrlKey, altKey, metaKey, timeStamp, target } = e;
  keys.push({ kind: 'key', key, code, ctrlKey, altKey, metaKey, timeStamp, target });
}

/** The GS1 separator some scanners send with no key event (reader-provider.tsx does the same later). */
function onKeypress(e: KeyboardEvent): void {
  e.preventDefault();
  const text = e.key || String.fromCharCode(e.charCode);
  if (text === '\x1d' && keys.length < AT_MOST)
    keys.push({ kind: 'char', text, timeStamp: e.timeStamp, target: e.target });
}

export function installEarlyKeys(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('keydown', onKeydown, true);
  document.addEventListener('keypress', onKeypress, true);
}

/** Stops holding keys and hands over those held so far, oldest first (once: a second call gets none). */
export function takeEarlyKeys(): EarlyKey[] {
  if (listening) {
    document.removeEventListener('keydown', onKeydown, true);
    document.removeEventListener('keypress', onKeypress, true);
    listening = false;
  }
  const taken = keys;
  keys = [];
  return taken;
}

/**
 * A read in the making when the page went away: when its last key came, kept for the next page of this
 * tab in its own time base (`Event.timeStamp` counts from each page's start).
 */
const CUT_KEY = 'warehouse.cutRead';

export function putCutRead(timeStamp: number): void {
  try {
    sessionStorage.setItem(CUT_KEY, String(performance.timeOrigin + timeStamp));
  } catch {
    // No storage: the rest of the read is judged on its own, as before.
  }
}

/** The cut read's last key in this page's time base, or null. */
export function takeCutRead(): number | null {
  try {
    const at = Number(sessionStorage.getItem(CUT_KEY) ?? NaN);
    sessionStorage.removeItem(CUT_KEY);
    return Number.isFinite(at) ? at - performance.timeOrigin : null;
  } catch {
    return null;
  }
}

installEarlyKeys();
