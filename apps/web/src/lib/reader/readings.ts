/**
 * Readings: lines from the reader bridge, a keyboard-wedge scanner or the debug area are parsed
 * (`@warehouse/shared`) and delivered to the screen in front — the most recently mounted subscriber
 * (`useReadings`). While a dialog is open the one gate (gate.ts) decides: a warning is closed and
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

export type ReadingSource = 'reader' | 'wedge' | 'debug' | 'camera';

/** A parsed reading as screens receive it: the shared `Reading` plus where it came from. */
export type InputReading = Reading & { raw: string; source: ReadingSource };

export type ReadingHandler = (reading: InputReading) => void | Promise<void>;

export interface ReadingOptions {
  /**
   * Which open windows hold readings back (gate.ts): 'modals' (the app's dialogs and any other
   * modal: selection screens), 'dialogs' (only the app's dialogs: scan screens, whose own modals
   * take readings), 'none' (default, or 'modals' when `ignoreWhileDialogOpen`).
   */
  gate?: ReadingGate;
  /** The same as `gate: 'modals'` (the name it had before the gate). */
  ignoreWhileDialogOpen?: boolean;
  /** Subscribe only while true (e.g. a modal that takes readings while it is open). Default true. */
  enabled?: boolean;
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
  return () => {
    subscribers = subscribers.filter((s) => s !== sub);
    subscriberListeners.forEach((l) => l());
  };
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

/** Turns a barcode typed by a wedge scanner (a plain line) into a barcode reading; see docs/web-app.md. */
function wedgeReading(line: string): Reading | null {
  if (line.startsWith('Barcode (')) return null;
  return { kind: 'barcode', code: line, symbology: 'KEYBOARD' };
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

  const target = subscribers[subscribers.length - 1];
  if (!target) return;
  const options = target.options.current;
  const gate = options.gate ?? (options.ignoreWhileDialogOpen ? 'modals' : 'none');
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
  useEffect(() => {
    if (!enabled) return;
    return subscribeReadings(handlerRef, optionsRef);
  }, [enabled]);
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
