/**
 * Labels owed (issue 31, docs/printing.md): a label the printer did not print stays owed until it
 * is printed. The answer of a command that prints says how it went; server and screens read it alike.
 */

/** How a command's labels went (its answer's `labels`). */
export interface LabelOutcome {
  /** Labels meant to come out. */
  total: number;
  printed: number;
  /** null when every label was sent; otherwise the message of the first failure. */
  error: string | null;
  /** Why the printer could not print (offline reason, 'timeout', 'no_printer'); null when it did. */
  reason: string | null;
  /** Labels of the project still owed after this (these and older ones). */
  owed: number;
}

/** The reason recorded when there was no printer to print on (answered 'SI' at entry). */
export const NO_PRINTER = 'no_printer';
