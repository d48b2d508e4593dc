/**
 * The scan engine's reading subscription for a screen that runs its own steps after a reading
 * (incoming: a label fills a form, a tag completes it) instead of the line-and-quantity loop: the
 * same sources (bridge, keyboard wedge, debug area) and the same dialog gate as `ScanLoop`
 * (`gate: 'dialogs'`, lib/reader/gate.ts), so every scan screen treats readings under a dialog the
 * same way. A reading refused while a save runs is not lost silently either: sound and message.
 */
import { refuseReading, useReadings, wedgeReadingFor, type InputReading, type ReadingGate } from '../reader';
import { m } from '../../messages/it';

export interface ScanReadingOptions {
  /** The screen reads tags: an EPC-shaped line typed by a keyboard-wedge reader is a tag. */
  tags?: boolean;
  /** Extra reason to refuse readings now (a save under way). */
  busy?: boolean;
  /** False while the screen's lists load: readings are held for it (lib/reader/readings.ts). */
  ready?: boolean;
  /** 'modals' for a screen whose own modal must keep readings out (a closing form). */
  gate?: Extract<ReadingGate, 'dialogs' | 'modals'>;
}

export function useScanReadings(
  handler: (reading: InputReading) => void | Promise<void>,
  options: ScanReadingOptions = {},
): void {
  useReadings(
    (reading) => {
      if (options.busy) return refuseReading(m.scan.readingWhileSaving);
      return handler(wedgeReadingFor(reading, options));
    },
    { gate: options.gate ?? 'dialogs', ready: options.ready },
  );
}
