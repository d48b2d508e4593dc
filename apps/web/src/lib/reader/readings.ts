/**
 * Readings: lines from the reader bridge, a keyboard-wedge scanner or the debug area are parsed
 * (`@warehouse/shared`) and delivered to the screen in front — the most recently mounted subscriber
 * (`useReadings`). A reading that finds no screen ready for it (none mounted yet, a navigation under
 * way, or the screen says `ready: false` while its lists load) is held and handed over in order once
 * one is, at most `HOLD_MS` old; older ones are refused with the error sound, never dropped silently. While a dialog is open the one gate (gate.ts) decides: a warning is closed and
 * the reading delivered, a question or another modal keeps it out audibly. A line that cannot be parsed gives the error sound, a console error and the
 * warning 'Lettura Barcode/TAG' / 'Errore nella lettura del barcode/tag' with the reason below it.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { m } from '../../messages/it';
import { dialogs, getOpenDialogs, isOtherModalOpen } from '../dialogs/dialogs';
import { toast } from '../toasts';
import { tryParseReading, type Reading } from '../shared';
import { feedback } from './feedback';
import { decide, type ReadingGate } from './gate';
import { wedgeReading } from './wedge-line';

export type ReadingSource = 'reader' | 'wedge' | 'debug' | 'camera';

/** A parsed reading as screens receive it: the shared `Reading` plus where it came from. */
export type InputReading = Reading & { raw: string; source: ReadingSource };

export type ReadingHandler = (reading: InputReading) => void | Promise<void>;

export interface ReadingOptions {
  /**
   * Which open windows hold readings back (gate.ts): 'modals' (the app's dialogs and any other
   * modal: selection screens), 'dialogs' (only the app's dialogs: scan screens, whose own modals
   * take readings), 'none' (default).
   */
  gate?: ReadingGate;
  /** Subscribe only while true (e.g. a modal that takes readings while it is open). Default true. */
  enabled?: boolean;
  /**
   * False while the screen cannot act on a reading yet (its lists are loading): readings are held
   * for it and handed over, in order, once it is true. Default true.
   */
  ready?: boolean;
}

interface Subscriber {
  id: number;
  handler: { current: ReadingHandler };
  options: { current: ReadingOptions };
}

let subscribers: Subscriber[] = [];
const subscriberListeners = new Set<() => void>();
let nextId = 1;
let last: InputReading | null = null;
const lastListeners = new Set<() => void>();
let parseWarningOpen = false;

export function subscribeReadings(
  handler: { current: ReadingHandler },
  options: { current: ReadingOptions },
): () => void {
  const sub: Subscriber = { id: nextId++, handler, options };
  subscribers = [...subscribers, sub];
  subscriberListeners.forEach((l) => l());
  handOver();
  return () => {
    subscribers = subscribers.filter((s) => s !== sub);
    subscriberListeners.forEach((l) => l());
  };
}

/** How long a reading may wait for a screen, and how many may wait. */
export const HOLD_MS = 5_000;
const HOLD_AT_MOST = 20;
let held: { reading: InputReading; at: number }[] = [];
let holdTimer: ReturnType<typeof setTimeout> | null = null;
let navigating = false;

/** The app says when a navigation is under way: readings meanwhile wait for the next screen. */
export function setNavigating(value: boolean): void {
  navigating = value;
  if (!value) handOver();
}

/**
 * The page is being left (a reload, a link to another document): readings from now on are held, and
 * what is held goes with the page into sessionStorage, for the next page of this tab to hand over
 * (the closing page would take them to nowhere). A leave that does not happen (cancelled) ends by
 * itself after `LEAVE_MS`.
 */
const HELD_KEY = 'warehouse.heldReadings';
const LEAVE_MS = 3_000;
let leaving = false;

function keepHeldForNextPage(): void {
  try {
    if (held.length > 0) sessionStorage.setItem(HELD_KEY, JSON.stringify(held));
  } catch {
    // No storage (private mode, full): the readings are refused with the page, as before.
  }
}

function takeHeldFromPreviousPage(): { reading: InputReading; at: number }[] {
  try {
    const text = sessionStorage.getItem(HELD_KEY);
    sessionStorage.removeItem(HELD_KEY);
    const kept = text ? (JSON.parse(text) as { reading: InputReading; at: number }[]) : [];
    return Array.isArray(kept) ? kept.filter((h) => typeof h?.at === 'number' && h.reading?.kind) : [];
  } catch {
    return [];
  }
}

if (typeof window !== 'undefined') {
  held = takeHeldFromPreviousPage();
  window.addEventListener('beforeunload', () => {
    leaving = true;
    setTimeout(() => {
      leaving = false;
      handOver();
    }, LEAVE_MS);
  });
  window.addEventListener('pagehide', keepHeldForNextPage);
}

/** The screen that takes a reading now, or null when none is ready for it. */
function readyTarget(): Subscriber | null {
  if (navigating || leaving) return null;
  const target = subscribers[subscribers.length - 1];
  return target && target.options.current.ready !== false ? target : null;
}

function hold(reading: InputReading): void {
  if (held.length >= HOLD_AT_MOST) return refuseReading(m.scanner.tooManyHeld);
  held.push({ reading, at: Date.now() });
  if (!holdTimer) holdTimer = setTimeout(handOver, HOLD_MS);
}

/** Hands held readings to the screen in front once it is ready; those waited too long are refused. */
export function handOver(): void {
  if (holdTimer) clearTimeout(holdTimer);
  holdTimer = null;
  const expired = held.filter((h) => Date.now() - h.at >= HOLD_MS).length;
  if (expired > 0) {
    held = held.slice(expired);
    refuseReading(m.scanner.expired(expired));
  }
  let target = readyTarget();
  while (target && held.length > 0) {
    deliverTo(target, held.shift()!.reading);
    target = readyTarget();
  }
  if (held.length > 0) holdTimer = setTimeout(handOver, Math.max(0, held[0]!.at + HOLD_MS - Date.now()));
}

function subscribeSubscribers(listener: () => void): () => void {
  subscriberListeners.add(listener);
  return () => subscriberListeners.delete(listener);
}

const takesReadings = () => subscribers.length > 0;

/** Whether the screen in front takes readings (some component listens): the camera button shows then. */
export function useTakesReadings(): boolean {
  return useSyncExternalStore(subscribeSubscribers, takesReadings, takesReadings);
}

/** A reading kept out: the error sound and a short word, never silence. */
export function refuseReading(message: string): void {
  feedback.error();
  toast.warning(message);
}

function reportError(error: unknown): void {
  feedback.error();
  void dialogs.error(error instanceof Error ? error.message : String(error));
}

/** Parses a line and delivers it to the screen in front. */
export function deliverLine(line: string, source: ReadingSource): void {
  let reading: Reading | null = source === 'wedge' ? wedgeReading(line) : null;
  if (!reading) {
    const result = tryParseReading(line);
    if (!result.ok) {
      console.error('Reading not understood:', result.error.message, JSON.stringify(line));
      feedback.error();
      if (!parseWarningOpen) {
        parseWarningOpen = true;
        void dialogs
          .warning(`${m.reader.error}<br>${m.reader.parseError[result.error.reason]}`, {
            title: m.reader.errorTitle,
          })
          .finally(() => (parseWarningOpen = false));
      }
      return;
    }
    reading = result.reading;
  }
  const input: InputReading = { ...reading, raw: line, source };
  last = input;
  lastListeners.forEach((l) => l());

  const target = readyTarget();
  if (!target || held.length > 0) {
    hold(input);
    handOver();
    return;
  }
  deliverTo(target, input);
}

function deliverTo(target: Subscriber, input: InputReading): void {
  const options = target.options.current;
  const gate = options.gate ?? 'none';
  const open = getOpenDialogs();
  const decision = decide(gate, open, gate === 'modals' && isOtherModalOpen());
  if (decision.action === 'refuse') return refuseReading(m.reader.refused[decision.reason]);
  if (decision.action === 'dismiss')
    for (const d of open) if (decision.ids.includes(d.id)) d.close(undefined);
  feedback.good();
  try {
    const result = target.handler.current(input);
    if (result && typeof (result as Promise<void>).catch === 'function') {
      (result as Promise<void>).catch(reportError);
    }
  } catch (error) {
    reportError(error);
  }
}

/**
 * Receives the readings while the component is mounted (and `enabled`), if it is the most recently
 * mounted subscriber. The handler may be async; an error it throws is shown in an error dialog.
 */
export function useReadings(handler: ReadingHandler, options: ReadingOptions = {}): void {
  const handlerRef = useRef(handler);
  const optionsRef = useRef(options);
  useEffect(() => {
    handlerRef.current = handler;
    optionsRef.current = options;
  });
  const enabled = options.enabled ?? true;
  const ready = options.ready ?? true;
  useEffect(() => {
    if (!enabled) return;
    return subscribeReadings(handlerRef, optionsRef);
  }, [enabled]);
  useEffect(() => {
    if (enabled && ready) handOver();
  }, [enabled, ready]);
}

export function getLastReading(): InputReading | null {
  return last;
}

function subscribeLast(listener: () => void): () => void {
  lastListeners.add(listener);
  return () => lastListeners.delete(listener);
}

/** The last reading received, whoever it went to (debug area). */
export function useLastReading(): InputReading | null {
  return useSyncExternalStore(subscribeLast, getLastReading, getLastReading);
}
