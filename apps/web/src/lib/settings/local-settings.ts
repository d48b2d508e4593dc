/**
 * Local settings: kept in this browser (localStorage), edited on /settings. Defaults are the spec's.
 * Read them in components with `useLocalSettings()`, elsewhere with `getLocalSettings()`.
 */
import { useSyncExternalStore } from 'react';

export const DEFAULT_READER_URL = 'ws://127.0.0.1:12345';
const STORAGE_KEY = 'warehouse.settings';

export interface LocalSettings {
  showFieldsPlaceholder: boolean;
  printerManagement: boolean;
  nextFieldOnComboSelect: boolean;
  debug: boolean;
  /** WebSocket URL of the reader bridge. */
  readerUrl: string;
  /** Base URL of the server ('' = the page's own origin). */
  serverUrl: string;
  /** A short sound on each reading (distinct on an error). */
  sound: boolean;
  /** A vibration on each reading (distinct on an error), where the device can. */
  vibration: boolean;
  /** Characters a keyboard-wedge scanner sends before each code ('' = none): a scan wherever the focus is. */
  scanPrefix: string;
  /** Characters it sends after each code, before or instead of Enter ('' = none). */
  scanSuffix: string;
}

export const DEFAULT_SETTINGS: Readonly<LocalSettings> = Object.freeze({
  showFieldsPlaceholder: true,
  printerManagement: true,
  nextFieldOnComboSelect: true,
  debug: false,
  readerUrl: DEFAULT_READER_URL,
  serverUrl: '',
  sound: true,
  vibration: true,
  scanPrefix: '',
  scanSuffix: '',
});

const listeners = new Set<() => void>();
let cached: LocalSettings | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Keeps only known keys with the right type; anything else falls back to its default. */
export function sanitizeSettings(raw: unknown): LocalSettings {
  const out: LocalSettings = { ...DEFAULT_SETTINGS };
  if (!raw || typeof raw !== 'object') return out;
  const obj = raw as Record<string, unknown>;
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof LocalSettings)[]) {
    const value = obj[key];
    if (typeof value === typeof DEFAULT_SETTINGS[key])
      (out as unknown as Record<string, unknown>)[key] = value;
  }
  return out;
}

export function getLocalSettings(): LocalSettings {
  if (cached) return cached;
  let parsed: unknown = null;
  try {
    const text = storage()?.getItem(STORAGE_KEY);
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  cached = sanitizeSettings(parsed);
  return cached;
}

export function setLocalSettings(patch: Partial<LocalSettings>): LocalSettings {
  cached = sanitizeSettings({ ...getLocalSettings(), ...patch });
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(cached));
  } catch {
    // Private mode or full storage: the settings still hold for this page.
  }
  listeners.forEach((l) => l());
  return cached;
}

export function resetLocalSettings(): LocalSettings {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // ignore
  }
  cached = { ...DEFAULT_SETTINGS };
  listeners.forEach((l) => l());
  return cached;
}

export function subscribeLocalSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Another tab changed the settings: drop the cache so they are read again. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === STORAGE_KEY || e.key === null) {
      cached = null;
      listeners.forEach((l) => l());
    }
  });
}

export function useLocalSettings(): LocalSettings {
  return useSyncExternalStore(subscribeLocalSettings, getLocalSettings, getLocalSettings);
}

/**
 * Applies settings given in the page's query string (`?readerUrl=ws://…&debug=true`), for kiosk set-ups
 * and tests. Only known keys; booleans from 'true'/'false'.
 */
export function applySettingsFromQuery(search: string): void {
  const params = new URLSearchParams(search);
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof LocalSettings)[]) {
    const value = params.get(key);
    if (value === null) continue;
    patch[key] = typeof DEFAULT_SETTINGS[key] === 'boolean' ? value === 'true' || value === '1' : value;
  }
  if (Object.keys(patch).length) setLocalSettings(patch as Partial<LocalSettings>);
}
