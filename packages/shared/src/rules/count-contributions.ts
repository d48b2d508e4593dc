/**
 * Who counted how much of an inventory line (issue 48): each operator's count of a line is a
 * reading of their own (`inventory_count` adds to the operator's reading, never to another's), so a
 * line's contributions are its readings summed per operator, the first to count first. One rule for
 * the server (the count's answer, the picks' `counted_by`, the export) and the handheld's lines.
 */
import { countedQuantity } from './inventory';

export interface CountContribution {
  user_id: number | null;
  /** The operator's name; null for a reading without an operator (or one no longer known). */
  name: string | null;
  quantity: number;
  /** When the operator last counted the line (ISO). */
  at: string | null;
}

export interface ContributingReading {
  user_id?: number | null;
  quantity?: number | string | null;
  created_at?: string | null;
  updated_at?: string | null;
}

/** The readings of one line summed per operator, in the order each operator first counted it. */
export function contributionsOf(
  readings: readonly ContributingReading[],
  nameOf: (userId: number) => string | null | undefined,
): CountContribution[] {
  const byUser = new Map<number | null, CountContribution & { first: string }>();
  for (const reading of readings) {
    const userId = reading.user_id ?? null;
    const first = reading.created_at ?? '';
    const at = reading.updated_at ?? reading.created_at ?? null;
    const known = byUser.get(userId);
    if (!known) {
      byUser.set(userId, {
        user_id: userId,
        name: userId === null ? null : (nameOf(userId) ?? null),
        quantity: countedQuantity(0, Number(reading.quantity ?? 0)),
        at,
        first,
      });
      continue;
    }
    known.quantity = countedQuantity(known.quantity, Number(reading.quantity ?? 0));
    if (at !== null && (known.at === null || at > known.at)) known.at = at;
    if (first < known.first) known.first = first;
  }
  return [...byUser.values()]
    .sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0))
    .map(({ first: _first, ...contribution }) => contribution);
}

/** The line's total: what its contributions add up to. */
export const contributionsTotal = (list: readonly CountContribution[]): number =>
  list.reduce((sum, c) => countedQuantity(sum, c.quantity), 0);

/**
 * 'Marco Operatore 5 · Anna Operatore 3': the contributions as one text (the export's cell, the
 * back office's column), quantities written by `format` (the decimal comma where the reader is
 * Italian). An operator without a name is `unknown` (the handheld passes its language's words).
 */
export function contributionsText(
  list: readonly CountContribution[],
  format: (quantity: number) => string,
  unknown = 'operatore sconosciuto',
): string {
  return list.map((c) => `${c.name ?? unknown} ${format(c.quantity)}`).join(' · ');
}
