/** How the screens write numbers, dates and addresses, and how they read a typed quantity. */
import type { Language } from '@warehouse/shared';
import { currentLanguage, localeOf } from '../messages/locale';
import type { Party } from './records';

// One formatter per language for every quantity: `toLocaleString` with options builds a new one per
// call, which a table of hundreds of rows re-rendered per frame on a slow handheld cannot afford.
const quantityFormats = new Map<Language, Intl.NumberFormat>();
const dateFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * A number as operators read it in their language: its decimal mark (comma in Italian and
 * Romanian), at most three decimals, no grouping, Latin digits.
 */
export function formatQuantity(value: number | null | undefined): string {
  const language = currentLanguage();
  let format = quantityFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 3, useGrouping: false });
    quantityFormats.set(language, format);
  }
  return format.format(Number(value ?? 0));
}

/** 'YYYY-MM-DD…' → the language's short date ('DD/MM/YYYY' in Italian); anything else as it is. */
export function formatDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return value ?? '';
  const language = currentLanguage();
  if (language === 'it') return `${match[3]}/${match[2]}/${match[1]}`;
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(language, format);
  }
  return format.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

const dateTimeFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * A moment (an ISO time from the server) in the browser's time zone, short date and time as the
 * language shown writes them (23/11/26, 18:40 in Italian); what is not a date as it came.
 */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const language = currentLanguage();
  let format = dateTimeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'short', timeStyle: 'short' });
    dateTimeFormats.set(language, format);
  }
  return format.format(date);
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
