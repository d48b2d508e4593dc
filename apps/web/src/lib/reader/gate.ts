/**
 * The one dialog gate (issue 21, 23): what becomes of a reading that arrives while a dialog is open.
 * It is never lost silently (docs/web-app.md, "Readings under a dialog"):
 *
 * - an information or warning dialog (they close by themselves after 5 s) is closed by the reading,
 *   which then goes to the screen: the right label scanned straight after a wrong one counts;
 * - a question (confirm, prompt) or an error that waits for 'Continua' keeps the reading out: the
 *   answer decides what comes next (it may leave the screen). The error sound plays and a short
 *   message says why. So does a warning whose closing leaves the screen (`leavesScreen`: no store
 *   printer, then home): a reading is never taken as its answer;
 * - any other modal (a Mantine Modal or Drawer) keeps it out the same way for a screen that asked
 *   for it (`gate: 'modals'`, the selection screens); a scan screen (`gate: 'dialogs'`) takes its
 *   readings into its own modal, which is not a gate for it.
 *
 * Pure: `decide` takes what is open and answers; `deliverLine` (readings.ts) acts on it.
 */
import type { DialogKind } from '../dialogs/dialogs';

/** Which open windows hold a subscriber's readings back; 'none' takes them whatever is open. */
export type ReadingGate = 'modals' | 'dialogs' | 'none';

export type GateDecision =
  | { action: 'deliver' }
  /** Close these (information, warning) dialogs, then deliver. */
  | { action: 'dismiss'; ids: number[] }
  | { action: 'refuse'; reason: 'question' | 'error' | 'modal' };

const PASSING: readonly DialogKind[] = ['info', 'warning'];

export function decide(
  gate: ReadingGate,
  open: readonly { id: number; kind: DialogKind; leavesScreen?: boolean }[],
  otherModalOpen: boolean,
): GateDecision {
  if (gate === 'none') return { action: 'deliver' };
  if (open.some((d) => d.kind === 'confirm' || d.kind === 'prompt'))
    return { action: 'refuse', reason: 'question' };
  if (open.some((d) => d.kind === 'error' || d.leavesScreen)) return { action: 'refuse', reason: 'error' };
  if (gate === 'modals' && otherModalOpen) return { action: 'refuse', reason: 'modal' };
  const passing = open.filter((d) => PASSING.includes(d.kind));
  if (passing.length > 0) return { action: 'dismiss', ids: passing.map((d) => d.id) };
  return { action: 'deliver' };
}
