/**
 * The readings of a selection screen (picking lists, orders, inventories and their locations,
 * preparation's project → document → reference item): a scanned code chooses what it names, an
 * unknown code is refused with the error sound and the specification's message in a warning dialog.
 * Built on the scan engine's subscription (`useScanReadings`: the same sources, a wedge line kept
 * whole, readings held while the lists load) with the 'modals' gate, since a selection screen's own
 * modals (an order's detail, a list's) must keep readings out.
 */
import { validateSingleTag } from '@warehouse/shared';
import { dialogs } from '../dialogs';
import { feedback, visibleText } from '../reader';
import { m } from '../../messages/it';
import { useScanReadings } from './scan-readings';

/** Why a scanned code chose nothing: the spec's message, and the dialog's title where it has one. */
export interface SelectionRefusal {
  message: string;
  title?: string;
}

/** What a screen answers to a code: nothing when it chose, a refusal when it did not. */
export type SelectionAnswer = SelectionRefusal | null | undefined | void;

/** The usual refusal: the spec's not-found words, then the code read (as the reader sent it, shown as text). */
export function notFound(message: string, code: string, title?: string): SelectionRefusal {
  return { message: `${message}<br>${m.scan.codeRead(visibleText(code))}`, title };
}

/** Error sound, then the warning dialog (it closes itself after a few seconds). */
export function refuseSelection({ message, title }: SelectionRefusal): void {
  feedback.error();
  void dialogs.warning(message, title ? { title } : undefined);
}

/**
 * Hands every reading's code (one tag, trimmed) to `choose`; a several-tag or partial reading and a
 * refusal `choose` returns are said with the error sound. `ready` false holds readings while the
 * lists a code is looked up in load.
 */
export function useSelectionScan(
  choose: (code: string) => SelectionAnswer | Promise<SelectionAnswer>,
  options: { ready?: boolean } = {},
): void {
  useScanReadings(
    async (reading) => {
      const single = validateSingleTag(reading);
      if (!single.ok) return refuseSelection({ message: single.message });
      const refusal = await choose(single.tag.trim());
      if (refusal) refuseSelection(refusal);
    },
    { gate: 'modals', ready: options.ready },
  );
}
