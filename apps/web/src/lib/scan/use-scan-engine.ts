/**
 * The scan loop bound to a screen: readings from the bridge, the wedge and the debug area go to a
 * `ScanLoop` (one per screen), its state renders the quantity modal, and `closing` runs a screen's
 * Concludi or Esci: the confirmation, then its writes through the write queue (one server command
 * once the module has one), or feedback when there is nothing to do.
 */
import { useCallback, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { dialogs } from '../dialogs/dialogs';
import { feedback, refuseReading, useReadings } from '../reader';
import { toast } from '../toasts';
import { useWriteQueue, type Step, type WriteQueue } from '../write-queue';
import { ScanLoop, type ScanDescriptor, type ScanPorts, type ScanState } from './scan-loop';
import type { ReadLot } from './read-lot';

/** The app's dialogs as the loop's ports. */
export const appPorts: ScanPorts = {
  confirm: (message) => dialogs.confirm(message),
  warning: (message, title) => void dialogs.warning(message, title ? { title } : undefined),
  error: () => feedback.error(),
  refuse: refuseReading,
};

/** What Concludi / Esci does, decided by the module from its rule (a plan of `@warehouse/shared`). */
export interface Closing {
  /** Asked first; "No" leaves everything as it is. */
  confirm: string | null;
  /** The writes, then usually the navigation; empty when there is nothing to write. */
  steps: Step[];
  /** Said when nothing happens (an untouched 'Concludi'), so no tap goes without an answer. */
  nothing?: string;
}

export interface ScanEngine<L> extends ScanState<L> {
  loop: ScanLoop<L>;
  writes: WriteQueue;
  /** Concludi / Esci can run: the lines have loaded and no write is under way or pending. */
  ready: boolean;
  /** Opens the quantity modal on a line (a tap on its row). */
  show(line: L): void;
  close(): void;
  setQuantity(text: string | number): void;
  /** The checked quantity of the open line, or null (refused, the modal stays). Closes the modal. */
  submit(): { line: L; quantity: number; lot: ReadLot } | null;
  closing(plan: Closing): Promise<void>;
}

export function useScanEngine<L>(descriptor: ScanDescriptor<L>): ScanEngine<L> {
  const writes = useWriteQueue();
  const [loop] = useState(() => new ScanLoop<L>(descriptor, appPorts));
  useLayoutEffect(() => {
    loop.descriptor = { ...descriptor, busy: descriptor.busy || writes.busy };
  });
  const state = useSyncExternalStore(loop.subscribe, loop.getState, loop.getState);
  // Only the app's dialogs gate the engine's readings: the quantity modal is its own and takes them.
  useReadings((reading) => loop.handle(reading), { gate: 'dialogs' });

  const closing = useCallback(
    async (plan: Closing) => {
      if (plan.confirm && !(await dialogs.confirm(plan.confirm))) return;
      if (plan.steps.length === 0) {
        if (plan.nothing) toast(plan.nothing);
        return;
      }
      await writes.run(plan.steps);
    },
    [writes],
  );

  const submit = useCallback(() => {
    const accepted = loop.submit();
    if (accepted) loop.close();
    return accepted;
  }, [loop]);

  return {
    ...state,
    loop,
    writes,
    ready: descriptor.ready && !writes.busy && writes.pending === 0,
    show: useCallback((line: L) => loop.open(line), [loop]),
    close: useCallback(() => loop.close(), [loop]),
    setQuantity: useCallback((text: string | number) => loop.setQuantity(text), [loop]),
    submit,
    closing,
  };
}
