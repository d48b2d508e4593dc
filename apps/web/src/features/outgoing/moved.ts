/**
 * What the operator is told when a save is refused because tags were changed meanwhile: who did it
 * and when (as the server named them), which tags, and where each is now when that is a customer
 * of this screen.
 */
import type { Refusal } from '../../domain/commands';
import { timeOf } from '../../lib/api/refusal';
import { m } from '../../messages/it';
import type { MovedRow } from './save';

const t = m.outgoing;
/** Tags named one by one; the rest are counted (a dialog on a handheld, not a report). */
const SHOWN = 3;

export function movedText(
  refusal: Refusal,
  rows: readonly MovedRow[],
  nameOf: (projectId: number | null) => string | undefined,
): string {
  const by = refusal.by?.name && refusal.at ? { name: refusal.by.name, time: timeOf(refusal.at) } : null;
  const count = Math.max(rows.length, 1);
  const named = rows.slice(0, SHOWN).map((row) => t.movedRow(row.code, nameOf(row.projectId) ?? null));
  if (rows.length > SHOWN) named.push(t.movedMore(rows.length - SHOWN));
  // What to do comes before the list, so a long list never hides it on a small screen.
  return [t.moved(count, by), t.movedHint, ...named].join('\n');
}
