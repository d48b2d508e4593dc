/**
 * The scan loop bound to a screen: readings from the bridge, the wedge and the debug area go to a
 * `ScanLoop` (one per screen), its state renders the quantity modal, and `closing` runs a screen's
 * Concludi or Esci: the confirmation, then its server command through the screen's command queue
 * (lib/command-queue.ts), or feedback when there is nothing to do.
 */
import { useCallback, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { dialogs } from '../dialogs/dialogs';
import { feedback, refuseReading, useReadings } from '../reader';
import { toast } from '../toasts';
import { useCommandQueue, type Command, type ScreenCommands } from '../command-queue';
import { ScanLoop, type ScanDescriptor, type ScanPorts, type ScanState, type Submitted } from './scan-loop';

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
  /** The prepared server command, then usually the navigation; null when there is nothing to write. */
  command: Command | null;
  /** Said when nothing happens (an untouched 'Concludi'), so no tap goes without an answer. */
  nothing?: string;
}

export interface ScanEngine<L> extends ScanState<L> {
  loop: ScanLoop<L>;
  /** The screen's held commands (closings, a row's trash): busy, waiting, stalled, retry. */
  commands: ScreenCommands;
  /** Sends one prepared command through the screen's queue; true once it got through. */
  send(command: Command): Promise<boolean>;
  /** Concludi / Esci can run: the lines have loaded and no write is under way or pending. */
  ready: boolean;
  /** Opens the quantity modal on a line (a tap on its row). */
  show(line: L): void;
  close(): void;
  setQuantity(text: string | number): void;
  /**
   * The checked quantity of the open line (a very large one confirmed first), or null (refused, the
   * modal stays). Closes the modal.
   */
  submit(): Promise<Submitted<L> | null>;
  closing(plan: Closing): Promise<void>;
}

export function useScanEngine<L>(descriptor: ScanDescriptor<L>): ScanEngine<L> {
  const commands = useCommandQueue();
  const [loop] = useState(() => new ScanLoop<L>(descriptor, appPorts));
  useLayoutEffect(() => {
    loop.descriptor = { ...descriptor, busy: descriptor.busy || commands.busy };
  });
  const state = useSyncExternalStore(loop.subscribe, loop.getState, loop.getState);
  // Only the app's dialogs gate the engine's readings: the quantity modal is its own and takes them.
  useReadings((reading) => loop.handle(reading), { gate: 'dialogs' });

  const closing = useCallback(
    async (plan: Closing) => {
      if (plan.confirm && !(await dialogs.confirm(plan.confirm))) return;
      if (plan.command === null) {
        if (plan.nothing) toast(plan.nothing);
        return;
      }
      await commands.run([plan.command]);
    },
    [commands],
  );

  const submit = useCallback(async () => {
    const accepted = await loop.submit();
    if (accepted) loop.close();
    return accepted;
  }, [loop]);

  // The open dialog shows its line as it is now (another operator's readings, live).
  const shown = state.open;
  const current = descriptor.seen?.current;
  const open = shown && current ? { ...shown, line: current(shown.line) } : shown;

  return {
    open,
    loop,
    commands,
    send: useCallback((command: Command) => commands.run([command]), [commands]),
    ready: descriptor.ready && !commands.busy && commands.pending === 0,
    show: useCallback((line: L) => loop.open(line), [loop]),
    close: useCallback(() => loop.close(), [loop]),
    setQuantity: useCallback((text: string | number) => loop.setQuantity(text), [loop]),
    submit,
    closing,
  };
}
