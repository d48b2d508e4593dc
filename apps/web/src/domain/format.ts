/** How the screens write numbers, dates and addresses, and how they read a typed quantity. */
import type { Party } from './records';

// One formatter for every quantity: `toLocaleString` with options builds a new one per call, which
// a table of hundreds of rows re-rendered per frame on a slow handheld cannot afford.
const quantityFormat = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 3, useGrouping: false });

/** A number as operators read it: decimal comma, at most three decimals, no grouping. */
export function formatQuantity(value: number | null | undefined): string {
  return quantityFormat.format(Number(value ?? 0));
}

/** 'YYYY-MM-DD…' → 'DD/MM/YYYY'; anything else as it is. */
export function formatDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : (value ?? '');
}

/** Today as 'YYYY-MM-DD' in local time (a date field's value). */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A party's address on one line: 'Via Roma 12, 20121 Milano (MI)'. */
export function partyDetails(party: Partial<Party> | null | undefined): string {
  if (!party) return '';
  const town = [party.postal_code, party.locality].filter(Boolean).join(' ');
  const place = [town, party.province ? `(${party.province})` : ''].filter(Boolean).join(' ');
  return [party.address, place].filter(Boolean).join(', ');
}

export { parseQuantity } from '../lib/scan/quantity';

/** Rounds away binary noise (0.1 + 0.2) so sums read and compare as the operator expects. */
export const roundQuantity = (n: number): number => Math.round(n * 1e6) / 1e6;

/** A quantity the server sent (a number, a numeric string or nothing) as a finite number. */
export function quantityOf(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
}
