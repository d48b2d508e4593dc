/**
 * Serial Shipping Container Codes (SSCC, GS1 AI 00; GS1 General Specifications 2.2.1): 18 digits,
 * extension digit + GS1 Company Prefix + serial reference + mod-10 check digit. The company prefix
 * (7 to 11 digits here: the lengths GS1 Member Organisations allocate for SSCCs) and the serial
 * reference together fill 16 digits, so a longer prefix leaves fewer serials.
 */
import { gs1CheckDigit, hasValidCheckDigit } from './gs1-linters';
import { parseGs1 } from './gs1';

export const SSCC_LENGTH = 18;
export const GS1_SETTINGS = {
  companyPrefix: { ns: 'gs1', key: 'company_prefix' },
  extensionDigit: { ns: 'gs1', key: 'sscc_extension_digit' },
} as const;

export type CompanyPrefixProblem = 'missing' | 'not_digits' | 'wrong_length';

/** Why a company prefix cannot be used, or null when it can (7–11 digits). */
export function companyPrefixProblem(prefix: string | null | undefined): CompanyPrefixProblem | null {
  const text = (prefix ?? '').trim();
  if (text === '') return 'missing';
  if (!/^\d+$/.test(text)) return 'not_digits';
  return text.length >= 7 && text.length <= 11 ? null : 'wrong_length';
}

/** Whether the extension digit is one digit 0–9. */
export function isExtensionDigit(value: string | null | undefined): boolean {
  return /^\d$/.test((value ?? '').trim());
}

/** How many serial references a prefix leaves: 10^(16 − prefix length). */
export function ssccSerialCapacity(prefix: string): number {
  return 10 ** (SSCC_LENGTH - 2 - prefix.length);
}

/** The SSCC of `serial` (1-based counter value) under this extension digit and prefix. */
export function buildSscc(extensionDigit: string, companyPrefix: string, serial: number): string {
  if (!isExtensionDigit(extensionDigit)) throw new RangeError('SSCC extension digit must be 0–9');
  if (companyPrefixProblem(companyPrefix)) throw new RangeError('GS1 company prefix must be 7–11 digits');
  if (!Number.isSafeInteger(serial) || serial < 0 || serial >= ssccSerialCapacity(companyPrefix)) {
    throw new RangeError('SSCC serial reference out of range for this company prefix');
  }
  const width = SSCC_LENGTH - 2 - companyPrefix.length;
  const body = `${extensionDigit}${companyPrefix}${String(serial).padStart(width, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/** Whether `value` is 18 digits with a correct check digit. */
export function isValidSscc(value: string): boolean {
  return /^\d{18}$/.test(value) && hasValidCheckDigit(value);
}

/**
 * The human-readable line under the SSCC barcode, grouped as the GS1 Logistic Label Guideline shows
 * it: `(00) 3 8012345 123456789 1` (extension, company prefix, serial reference, check digit). The
 * prefix length is needed to group; without it the digits follow `(00) ` ungrouped.
 */
export function formatSscc(sscc: string, prefixLength?: number): string {
  if (!prefixLength) return `(00) ${sscc}`;
  const end = 1 + prefixLength;
  return `(00) ${sscc[0]} ${sscc.slice(1, end)} ${sscc.slice(end, 17)} ${sscc[17]}`;
}

/** A Global Location Number (GLN, AI 414): 13 digits with its GS1 check digit. Empty is no GLN. */
export function isValidGln(value: string | null | undefined): boolean {
  return /^\d{13}$/.test(value ?? '') && hasValidCheckDigit(value!);
}

/**
 * The Italian message for a GS1 setting's value the back office refuses (`gs1.company_prefix`,
 * `gs1.sscc_extension_digit`, `site.gln`), or null when it may be stored. An empty prefix or GLN is
 * allowed: it switches SSCCs off, or leaves the GLN out.
 */
export function gs1SettingProblem(ns: string, key: string, raw: string | null | undefined): string | null {
  const value = (raw ?? '').trim();
  if (ns === 'gs1' && key === GS1_SETTINGS.companyPrefix.key) {
    const problem = value === '' ? null : companyPrefixProblem(value);
    return problem ? 'Prefisso aziendale GS1 non valido: da 7 a 11 cifre' : null;
  }
  if (ns === 'gs1' && key === GS1_SETTINGS.extensionDigit.key) {
    return isExtensionDigit(value) ? null : 'Cifra di estensione SSCC non valida: una cifra da 0 a 9';
  }
  if (ns === 'site' && key === 'gln') {
    return value === '' || isValidGln(value) ? null : GLN_INVALID;
  }
  return null;
}

export const GLN_INVALID = 'GLN non valido: 13 cifre con cifra di controllo GS1';

/**
 * The SSCC a scan carries, or null: a GS1-128, DataMatrix or QR reading with AI 00 (with or without
 * symbology identifier, parentheses or other elements) or a GS1 Digital Link `…/00/<sscc>`.
 */
export function ssccOfScan(code: string): string | null {
  const read = parseGs1(code.trim(), { requireCompanions: false });
  return read.ok && read.data.sscc ? read.data.sscc : null;
}
