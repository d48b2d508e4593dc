/**
 * GS1 element strings (GS1-128, GS1 DataBar, GS1 DataMatrix, GS1 QR) limited to the application
 * identifiers (AIs) incoming goods can use. Two input forms are accepted:
 * - the transmitted form, `01095011015300031725123110LOT1`, where a variable-length value ends at a
 *   group separator (FNC1) or at the end of the data;
 * - the human-readable form printed under the bars, `(01)09501101530003(17)251231(10)LOT1`.
 */

export interface Gs1Element {
  ai: string;
  value: string;
}

/** The decoded values, one field per supported AI family. */
export interface Gs1Data {
  /** 00: serial shipping container code. */
  sscc?: string;
  /** 01: GTIN of the trade item itself. */
  gtin?: string;
  /** 02: GTIN of the trade items contained in a logistic unit. */
  contentGtin?: string;
  /** 10: batch or lot. */
  lot?: string;
  /** 17: expiry date as an ISO date (YYYY-MM-DD). */
  expiry?: string;
  /** 21: serial number. */
  serial?: string;
  /** 37: count of trade items in a logistic unit. */
  count?: number;
  /** 3100–3105: net weight in kg. */
  netWeightKg?: number;
  /** 400: customer's purchase order number. */
  order?: string;
}

export type Gs1ErrorCode =
  | 'empty'
  | 'not-gs1'
  | 'unknown-ai'
  | 'too-short'
  | 'too-long'
  | 'empty-value'
  | 'not-numeric'
  | 'invalid-character'
  | 'check-digit'
  | 'invalid-date'
  | 'duplicate-ai'
  | 'conflicting-ai';

/** `message` is a technical detail (English) for logs; screens show their own text by `code`. */
export interface Gs1Error {
  code: Gs1ErrorCode;
  message: string;
  ai?: string;
}

export type Gs1Result = { ok: true; elements: Gs1Element[]; data: Gs1Data } | { ok: false; error: Gs1Error };

export interface Gs1Options {
  /** Reference day for the century of two-digit years (GS1 rule); defaults to now. */
  today?: Date;
}

interface AiDefinition {
  title: string;
  /** Exact length of a predefined-length value; absent for variable-length values. */
  length?: number;
  /** Maximum length of a variable-length value. */
  max?: number;
  numeric: boolean;
  checkDigit?: boolean;
  date?: boolean;
  /** AIs of one group may not appear together (01 with 02; two net weights with different decimals). */
  group: keyof Gs1Data;
}

const weight = (decimals: number): AiDefinition => ({
  title: `net weight kg, ${decimals} decimals`,
  length: 6,
  numeric: true,
  group: 'netWeightKg',
});

const AIS: Record<string, AiDefinition> = {
  '00': { title: 'SSCC', length: 18, numeric: true, checkDigit: true, group: 'sscc' },
  '01': { title: 'GTIN', length: 14, numeric: true, checkDigit: true, group: 'gtin' },
  '02': { title: 'GTIN of contained items', length: 14, numeric: true, checkDigit: true, group: 'gtin' },
  '10': { title: 'batch/lot', max: 20, numeric: false, group: 'lot' },
  '17': { title: 'expiry date', length: 6, numeric: true, date: true, group: 'expiry' },
  '21': { title: 'serial', max: 20, numeric: false, group: 'serial' },
  '37': { title: 'count', max: 8, numeric: true, group: 'count' },
  '3100': weight(0),
  '3101': weight(1),
  '3102': weight(2),
  '3103': weight(3),
  '3104': weight(4),
  '3105': weight(5),
  '400': { title: "customer's purchase order", max: 30, numeric: false, group: 'order' },
};

/**
 * Symbology identifiers a scanner may prefix (AIM): ]C1 GS1-128, ]e0 GS1 DataBar, ]d2 GS1
 * DataMatrix, ]Q3 GS1 QR. Any other identifier announces data that is not GS1.
 */
const GS1_SYMBOLOGY_IDS = [']C1', ']e0', ']d2', ']Q3'];

/**
 * What a group separator (FNC1, ASCII 29) may arrive as. Keyboard wedges often cannot type ASCII 29
 * into a browser, so scanners are configured to send a substitute instead:
 * - `\x1d` itself (serial/HID-POS readers and the reader bridge);
 * - `<GS>`, `{GS}`, `[GS]` (any case): the placeholder texts scanner tools and label software print;
 * - `\x1d`, `\u001d` as escape text, and `^]`, the caret notation of Ctrl+] (= ASCII 29);
 * - `Alt029`: what some wedges type when Alt+numpad emulation of ASCII 29 fails;
 * - `~`, `#`, `|`: single characters commonly chosen as substitutes (`|` is also what a separator sent
 *   as a line break becomes after the reader's line-break rule).
 * None of `{ } [ ] \ ^ ~ # |` belongs to GS1 character set 82, so those substitutes never clash with
 * data. `<GS>` and `Alt029` are made of set-82 characters: a value spelling them would be cut there,
 * a risk we accept because real lots and serials do not.
 */
// eslint-disable-next-line no-control-regex -- ASCII 29 is the very character to match
const SEPARATOR = /\x1d|<GS>|\{GS\}|\[GS\]|\\x1d|\\u001d|\^\]|Alt029|[~#|]/gi;

// GS1 character set 82, allowed in alphanumeric values.
const CSET82 = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]+$/;
const DIGITS = /^\d+$/;
// An AI in parentheses, as printed in the human-readable text.
const HRI_AI = /\((\d{2,4})\)/g;

type Failure = { ok: false; error: Gs1Error };
const failure = (code: Gs1ErrorCode, message: string, ai?: string): Failure => ({
  ok: false,
  error: ai === undefined ? { code, message } : { code, message, ai },
});

/** GS1 mod-10 check digit: weights 3 and 1 from the right, excluding the check digit itself. */
export function gs1CheckDigit(digitsWithoutCheck: string): number {
  let sum = 0;
  for (let i = 0; i < digitsWithoutCheck.length; i++) {
    const digit = Number(digitsWithoutCheck[digitsWithoutCheck.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * YYMMDD to YYYY-MM-DD. The century follows the GS1 General Specifications (7.12): a year more than
 * 50 years ahead of the reference year is in the past century, one 50 or more years behind is in the
 * next. DD = 00 means the last day of the month.
 */
export function gs1DateToIso(yymmdd: string, today: Date = new Date()): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  const current = today.getUTCFullYear();
  const difference = yy - (current % 100);
  const century = Math.floor(current / 100) * 100 + (difference > 50 ? -100 : difference <= -50 ? 100 : 0);
  const year = century + yy;
  if (month < 1 || month > 12) return null;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > lastDay) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day === 0 ? lastDay : day)}`;
}

function validateValue(
  ai: string,
  definition: AiDefinition,
  value: string,
  options: Gs1Options,
): Gs1Error | null {
  const error = (code: Gs1ErrorCode, message: string): Gs1Error => ({ code, message, ai });
  const label = `AI (${ai}) ${definition.title}`;
  if (value === '') return error('empty-value', `${label} has no value`);
  if (definition.length !== undefined && value.length < definition.length) {
    return error('too-short', `${label} needs ${definition.length} characters, got ${value.length}`);
  }
  const max = definition.length ?? definition.max ?? 0;
  if (value.length > max)
    return error('too-long', `${label} allows at most ${max} characters, got ${value.length}`);
  if (definition.numeric && !DIGITS.test(value))
    return error('not-numeric', `${label} must be digits: "${value}"`);
  if (!definition.numeric && !CSET82.test(value)) {
    return error('invalid-character', `${label} holds a character GS1 does not allow: "${value}"`);
  }
  if (definition.checkDigit && gs1CheckDigit(value.slice(0, -1)) !== Number(value.slice(-1))) {
    return error('check-digit', `${label} has a wrong check digit: ${value}`);
  }
  if (definition.date && gs1DateToIso(value, options.today) === null) {
    return error('invalid-date', `${label} is not a valid YYMMDD date: ${value}`);
  }
  return null;
}

/** Finds the supported AI at the start of `text` (no supported AI is a prefix of another). */
function matchAi(text: string): string | undefined {
  return [2, 3, 4].map((length) => text.slice(0, length)).find((candidate) => Object.hasOwn(AIS, candidate));
}

/** Splits transmitted data into elements: fixed-length values by length, the others up to a separator. */
function splitTransmitted(data: string): Gs1Element[] | Failure {
  const elements: Gs1Element[] = [];
  for (const segment of data.split(SEPARATOR)) {
    let rest = segment;
    // Empty segments come from a leading FNC1 or doubled separators, which carry nothing.
    while (rest !== '') {
      const ai = matchAi(rest);
      if (ai === undefined) {
        // AIs are digits: data starting otherwise is some other kind of code, not broken GS1.
        if (elements.length === 0 && !/^\d/.test(rest)) {
          return failure('not-gs1', `Not GS1 data: "${rest.slice(0, 12)}"`);
        }
        return failure(
          'unknown-ai',
          `Unknown or unsupported application identifier at "${rest.slice(0, 12)}"`,
        );
      }
      const definition = AIS[ai] as AiDefinition;
      const end = definition.length === undefined ? rest.length : ai.length + definition.length;
      elements.push({ ai, value: rest.slice(ai.length, end) });
      rest = rest.slice(end);
    }
  }
  return elements;
}

/** Splits the human-readable form: each value runs up to the next parenthesised AI. */
function splitHumanReadable(data: string): Gs1Element[] | Failure {
  const matches = [...data.matchAll(HRI_AI)];
  const first = matches[0];
  if (first === undefined || data.slice(0, first.index).trim() !== '') {
    return failure('not-gs1', `Text before the first (AI): "${data.slice(0, 12)}"`);
  }
  return matches.map((match, i) => {
    const next = matches[i + 1];
    // Spaces are not GS1 characters: printed text may put them around values.
    const value = data.slice(match.index + match[0].length, next?.index).trim();
    return { ai: match[1] as string, value };
  });
}

/** Parses GS1 element strings; see the module comment for the accepted forms. */
export function parseGs1(text: string, options: Gs1Options = {}): Gs1Result {
  let data = text.trim();
  if (data.startsWith(']')) {
    const id = data.slice(0, 3);
    if (!GS1_SYMBOLOGY_IDS.includes(id)) return failure('not-gs1', `Symbology ${id} does not carry GS1 data`);
    data = data.slice(3).trim();
  }
  if (data.replace(SEPARATOR, '') === '') return failure('empty', 'No GS1 data');

  const split = data.startsWith('(') ? splitHumanReadable(data) : splitTransmitted(data);
  if (!Array.isArray(split)) return split;

  const elements: Gs1Element[] = [];
  const result: Gs1Data = {};
  const seen = new Map<keyof Gs1Data, Gs1Element>();
  for (const element of split) {
    const definition = AIS[element.ai];
    if (definition === undefined) {
      return failure(
        'unknown-ai',
        `Unknown or unsupported application identifier (${element.ai})`,
        element.ai,
      );
    }
    const invalid = validateValue(element.ai, definition, element.value, options);
    if (invalid) return { ok: false, error: invalid };
    const previous = seen.get(definition.group);
    if (previous) {
      // The same element twice is harmless; a second, different value for one field is ambiguous.
      if (previous.ai === element.ai && previous.value === element.value) continue;
      const code = previous.ai === element.ai ? 'duplicate-ai' : 'conflicting-ai';
      return failure(
        code,
        `(${previous.ai})${previous.value} and (${element.ai})${element.value} cannot appear together`,
        element.ai,
      );
    }
    seen.set(definition.group, element);
    elements.push(element);
    assign(result, element, options);
  }
  return { ok: true, elements, data: result };
}

function assign(data: Gs1Data, { ai, value }: Gs1Element, options: Gs1Options): void {
  if (ai === '00') data.sscc = value;
  else if (ai === '01') data.gtin = value;
  else if (ai === '02') data.contentGtin = value;
  else if (ai === '10') data.lot = value;
  else if (ai === '17') data.expiry = gs1DateToIso(value, options.today) as string;
  else if (ai === '21') data.serial = value;
  else if (ai === '37') data.count = Number(value);
  else if (ai === '400') data.order = value;
  // 310n: n is the number of decimals of the six-digit value.
  else data.netWeightKg = Number(value) / 10 ** Number(ai.slice(3));
}
