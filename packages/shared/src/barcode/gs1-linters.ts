/**
 * The content checks the GS1 Syntax Dictionary names beside each component of an AI's value
 * ("linters"), after GS1's reference implementations. Each answers whether the component is valid;
 * `LINTER_ERRORS` says which error code a failure becomes.
 *
 * Two are deliberately lenient: `gcppos1`/`gcppos2` check only that a GS1 Company Prefix of the
 * shortest length (4 digits) starts there, since the real prefix list is an online GS1 service; and
 * the North American coupon linters (`couponcode`, `couponposoffer`) accept any set-82 text, coupons
 * being no warehouse data.
 */
import { ISO3166_ALPHA2, ISO3166_NUMERIC, ISO4217_NUMERIC, PACKAGE_TYPES } from './gs1-table.generated';
import type { Gs1Linter } from './gs1-table.generated';

/** GS1 mod-10 check digit: weights 3 and 1 from the right, excluding the check digit itself. */
export function gs1CheckDigit(digitsWithoutCheck: string): number {
  let sum = 0;
  for (let i = 0; i < digitsWithoutCheck.length; i++) {
    const digit = Number(digitsWithoutCheck[digitsWithoutCheck.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether the last digit of `digits` is its GS1 mod-10 check digit. */
export function hasValidCheckDigit(digits: string): boolean {
  return /^\d{2,}$/.test(digits) && gs1CheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
}

const CSET82 = `!"%&'()*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz`;
const CSET32 = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const PRIMES = [
  2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97, 101, 103,
];

/** GS1 check character pair (GMN, AI 8013): prime-weighted sum of set-82 values, two set-32 characters. */
export function hasValidCheckPair(text: string): boolean {
  if (text.length < 2 || text.length > PRIMES.length + 2) return false;
  let sum = 0;
  const body = text.length - 2;
  for (let i = 0; i < body; i++) {
    const weight = CSET82.indexOf(text[i] as string);
    if (weight === -1) return false;
    sum += weight * (PRIMES[body - 1 - i] as number);
  }
  sum %= 1021;
  return text[body] === CSET32[sum >> 5] && text[body + 1] === CSET32[sum & 31];
}

/**
 * YYMMDD to YYYY-MM-DD. The century follows the GS1 General Specifications (7.12): a year more than
 * 50 years ahead of the reference year is in the past century, one 50 or more years behind is in the
 * next. DD = 00 means the last day of the month.
 */
export function gs1DateToIso(yymmdd: string, today: Date = new Date()): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const current = today.getUTCFullYear();
  const difference = yy - (current % 100);
  const century = Math.floor(current / 100) * 100 + (difference > 50 ? -100 : difference <= -50 ? 100 : 0);
  return isoDate(century + yy, yymmdd.slice(2), true);
}

/** MMDD of `year` to an ISO date; day 00 is the month's last day when `dayZero` allows it. */
function isoDate(year: number, mmdd: string, dayZero: boolean): string | null {
  const month = Number(mmdd.slice(0, 2));
  const day = Number(mmdd.slice(2, 4));
  if (month < 1 || month > 12) return null;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > lastDay || (day === 0 && !dayZero)) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day === 0 ? lastDay : day)}`;
}

/** ISO 13616 IBAN: two letters, two check digits, up to 30 letters/digits; mod 97 of the rearranged text is 1. */
function validIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban) || !ISO3166_ALPHA2.has(iban.slice(0, 2))) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const value = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** `piece` and `total` halves, neither zero, piece ≤ total (AI 8006/8026). */
function validPieceOfTotal(value: string): boolean {
  if (!/^\d+$/.test(value) || value.length % 2 !== 0) return false;
  const piece = Number(value.slice(0, value.length / 2));
  const total = Number(value.slice(value.length / 2));
  return piece > 0 && total > 0 && piece <= total;
}

/** `n/m` without leading zeros, n ≤ m (AI 7258). */
function validPositionInSequence(value: string): boolean {
  const match = /^([1-9]\d*)\/([1-9]\d*)$/.exec(value);
  return match !== null && Number(match[1]) <= Number(match[2]);
}

const validHour = (hh: string) => /^\d{2}$/.test(hh) && Number(hh) <= 23;
const validMinute = (mi: string) => /^\d{2}$/.test(mi) && Number(mi) <= 59;
const validCompanyPrefixStart = (text: string) => /^\d{4}/.test(text);

const LINTERS: Record<Gs1Linter, (value: string) => boolean> = {
  couponcode: (value) => /^\d/.test(value),
  couponposoffer: (value) => /^\d/.test(value),
  csum: hasValidCheckDigit,
  csumalpha: hasValidCheckPair,
  gcppos1: validCompanyPrefixStart,
  gcppos2: (value) => validCompanyPrefixStart(value.slice(1)),
  hasnondigit: (value) => /\D/.test(value),
  hh: validHour,
  hhmi: (value) => validHour(value.slice(0, 2)) && validMinute(value.slice(2)),
  hyphen: (value) => /^-+$/.test(value),
  iban: validIban,
  importeridx: (value) => /^[-0-9A-Z_a-z]$/.test(value),
  iso3166: (value) => ISO3166_NUMERIC.has(value),
  iso3166999: (value) => value === '999' || ISO3166_NUMERIC.has(value),
  iso3166alpha2: (value) => ISO3166_ALPHA2.has(value),
  iso4217: (value) => ISO4217_NUMERIC.has(value),
  iso5218: (value) => /^[0129]$/.test(value),
  latitude: (value) => /^\d{10}$/.test(value) && Number(value) <= 1_800_000_000,
  longitude: (value) => /^\d{10}$/.test(value) && Number(value) <= 3_600_000_000,
  mediatype: (value) => /^\d{2}$/.test(value) && Number(value) >= 1 && Number(value) <= 10,
  nonzero: (value) => /[1-9]/.test(value),
  nozeroprefix: (value) => /^[1-9]\d*$/.test(value),
  packagetype: (value) => PACKAGE_TYPES.has(value),
  pcenc: (value) => !/%(?![0-9A-Fa-f]{2})/.test(value),
  pieceoftotal: validPieceOfTotal,
  posinseqslash: validPositionInSequence,
  ss: validMinute,
  mi: validMinute,
  winding: (value) => /^[019]$/.test(value),
  yesno: (value) => /^[01]$/.test(value),
  // The century of two-digit years is irrelevant to validity except on 29 February: the reference
  // year 2000 makes every year divisible by 4 a leap year, as every GS1 century window does today.
  yymmd0: (value) =>
    /^\d{6}$/.test(value) && isoDate(2000 + Number(value.slice(0, 2)), value.slice(2), true) !== null,
  yymmdd: (value) =>
    /^\d{6}$/.test(value) && isoDate(2000 + Number(value.slice(0, 2)), value.slice(2), false) !== null,
  yyyymmdd: (value) =>
    /^\d{8}$/.test(value) && isoDate(Number(value.slice(0, 4)), value.slice(4), false) !== null,
  zero: (value) => value === '0',
};

export type Gs1LinterErrorCode = 'check-digit' | 'invalid-date' | 'invalid-time' | 'invalid-value';

const ERROR_OF: Partial<Record<Gs1Linter, Gs1LinterErrorCode>> = {
  csum: 'check-digit',
  csumalpha: 'check-digit',
  yymmd0: 'invalid-date',
  yymmdd: 'invalid-date',
  yyyymmdd: 'invalid-date',
  hh: 'invalid-time',
  mi: 'invalid-time',
  ss: 'invalid-time',
  hhmi: 'invalid-time',
};

/** The error code of a failed linter. */
export function linterError(linter: Gs1Linter): Gs1LinterErrorCode {
  return ERROR_OF[linter] ?? 'invalid-value';
}

export function runLinter(linter: Gs1Linter, value: string): boolean {
  return LINTERS[linter](value);
}
