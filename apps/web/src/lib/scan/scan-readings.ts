/**
 * The scan engine's reading subscription for a screen that runs its own steps after a reading
 * (incoming: a label fills a form, a tag completes it) instead of the line-and-quantity loop: the
 * same sources (bridge, keyboard wedge, debug area) and the same dialog gate as `ScanLoop`
 * (`appPorts.dialogOpen`), so every scan screen drops readings under a question the same way.
 * A reading refused by the gate is not lost silently: the error sound and a short message say so.
 */
import { feedback, useReadings, wedgeReadingFor, type InputReading } from '../reader';
import { toast } from '../toasts';
import { m } from '../../messages/it';
import { appPorts } from './use-scan-engine';

export interface ScanReadingOptions {
  /** The screen reads tags: an EPC-shaped line typed by a keyboard-wedge reader is a tag. */
  tags?: boolean;
  /** Extra reason to refuse readings now (a save under way). */
  busy?: boolean;
}

export function useScanReadings(
  handler: (reading: InputReading) => void | Promise<void>,
  options: ScanReadingOptions = {},
): void {
  useReadings((reading) => {
    const refused = appPorts.dialogOpen()
      ? m.scan.readingRefused
      : options.busy
        ? m.scan.readingWhileSaving
        : null;
    if (refused) {
      feedback.error();
      toast.warning(refused);
      return;
    }
    return handler(wedgeReadingFor(reading, options));
  });
}
