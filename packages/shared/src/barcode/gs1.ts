/**
 * GS1 element strings (GS1-128, GS1 DataBar, GS1 DataMatrix, GS1 QR, GS1 DotCode) and GS1 Digital
 * Link URIs, read against every application identifier (AI) of GS1's Barcode Syntax Dictionary
 * (`gs1-table.generated.ts`, generated from `packages/shared/data/gs1-syntax-dictionary/`).
 *
 * Accepted forms:
 * - transmitted, `01095011015300031725123110LOT1`: a predefined-length value ends by its length, any
 *   other value at a group separator (FNC1, or one of the substitutes a wedge types, `SEPARATOR`) or
 *   at the end of the data, as the standard says;
 * - the same preceded by a symbology identifier `]C1`, `]e0`, `]d2`, `]Q3` or `]J1`;
 * - human-readable, `(01)09501101530003(17)251231(10)LOT1`, as printed under the bars;
 * - GS1 Digital Link, `https://id.gs1.org/01/09501101530003/10/LOT1?17=251231`, on any domain.
 *
 * Every value is checked for length, character set and the dictionary's content checks (check digits,
 * dates with the GS1 century rule and day 00, times, country and currency codes…); then the AIs of the
 * reading are checked together: a duplicate AI with another value, AIs the dictionary says must not
 * appear together, and AIs that need a companion (`requireCompanions`).
 */
import { GS1_AI_TABLE, type Gs1AiDefinition, type Gs1Component } from './gs1-table.generated';
import { gs1DateToIso, linterError, runLinter, type Gs1LinterErrorCode } from './gs1-linters';

export { gs1CheckDigit, gs1DateToIso, hasValidCheckDigit } from './gs1-linters';
export type { Gs1AiDefinition } from './gs1-table.generated';

export interface Gs1Element {
  ai: string;
  /** The value exactly as encoded (a measure keeps its implied decimals: see `Gs1Data.measures`). */
  value: string;
}

/** A measure (AIs 31nn–36nn): the value with its implied decimal point applied. */
export interface Gs1Measure {
  ai: string;
  /** The dictionary's title, e.g. `NET WEIGHT (lb)`. */
  title: string;
  value: number;
  /** kg, lb, m, m², l, … as the dictionary names it. */
  unit: string;
}

/** An amount, price or percentage (AIs 390n–395n) with its implied decimal point applied. */
export interface Gs1Amount {
  ai: string;
  title: string;
  value: number;
  /** ISO 4217 numeric currency code (391n, 393n). */
  currency?: string;
}

/** The decoded values a warehouse uses; every element is in `elements` as well. */
export interface Gs1Data {
  /** 00: serial shipping container code. */
  sscc?: string;
  /** 01: GTIN of the trade item itself. */
  gtin?: string;
  /** 02: GTIN of the trade items contained in a logistic unit. */
  contentGtin?: string;
  /** 10: batch or lot. */
  lot?: string;
  /** 11: production date (ISO YYYY-MM-DD, like every date here). */
  productionDate?: string;
  /** 12: due date. */
  dueDate?: string;
  /** 13: packaging date. */
  packagingDate?: string;
  /** 15: best before / best by. */
  bestBefore?: string;
  /** 16: sell by. */
  sellBy?: string;
  /** 17: expiry (use by). */
  expiry?: string;
  /** 20: internal product variant. */
  variant?: string;
  /** 21: serial number. */
  serial?: string;
  /** 30: variable count of items. */
  variableCount?: number;
  /** 37: count of trade items in a logistic unit. */
  count?: number;
  /** 3100–3105 or 3200–3205: net weight in kg (converted from pounds when the label gives pounds). */
  netWeightKg?: number;
  /** The net weight as the label gives it, with its unit. */
  netWeight?: { value: number; unit: 'kg' | 'lb' };
  /** Every measure of the reading (31nn–36nn), net weight included. */
  measures?: Gs1Measure[];
  /** Every amount, price and percentage (390n–395n). */
  amounts?: Gs1Amount[];
  /** 400: customer's purchase order number. */
  order?: string;
  /** 410: ship to / deliver to GLN. */
  shipTo?: string;
  /** 414: GLN of a physical location. */
  location?: string;
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
  | 'separator-in-value'
  | Gs1LinterErrorCode
  | 'duplicate-ai'
  | 'conflicting-ai'
  | 'missing-companion'
  | 'invalid-digital-link';

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
  /**
   * Refuse an AI whose required companions (e.g. a lot needs a GTIN) are missing. Default true. The
   * dictionary evaluates companions over all the barcodes of one item: pass false when this reading
   * is one of several barcodes on the same label, to be combined by the caller.
   */
  requireCompanions?: boolean;
}

/** One pound in kilograms (exact, by international definition). */
export const KG_PER_POUND = 0.45359237;

/** Pounds to kilograms, to the milligram. */
export function poundsToKg(pounds: number): number {
  return Math.round(pounds * KG_PER_POUND * 1e6) / 1e6;
}

/** The dictionary entry of an AI, if GS1 defines it. */
export function gs1Ai(ai: string): Gs1AiDefinition | undefined {
  return Object.hasOwn(GS1_AI_TABLE, ai) ? GS1_AI_TABLE[ai] : undefined;
}

/**
 * Symbology identifiers a scanner may prefix (AIM): ]C1 GS1-128, ]e0 GS1 DataBar, ]d2 GS1
 * DataMatrix, ]Q3 GS1 QR, ]J1 GS1 DotCode. Any other identifier announces data that is not GS1.
 */
const GS1_SYMBOLOGY_IDS = [']C1', ']e0', ']d2', ']Q3', ']J1'];

const GS = '\x1d';

/**
 * What a group separator (FNC1, ASCII 29) may arrive as. Keyboard wedges often cannot type ASCII 29
 * into a browser, so scanners are configured to send a substitute instead:
 * - `\x1d` itself (serial/HID-POS readers, the reader bridge, camera decoders);
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

const CHARACTER_SETS: Record<Gs1Component['cset'], RegExp> = {
  N: /^\d+$/,
  // GS1 character set 82.
  X: /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]+$/,
  // GS1 character set 39.
  Y: /^[#\-/0-9A-Z]+$/,
  // base64url (character set 64), with its padding.
  Z: /^[-0-9A-Z_a-z]+={0,2}$/,
};

// An AI in parentheses, as printed in the human-readable text.
const HRI_AI = /\((\d{2,4})\)/g;
const DIGITAL_LINK = /^https?:\/\//i;

type Failure = { ok: false; error: Gs1Error };
const failure = (code: Gs1ErrorCode, message: string, ai?: string): Failure => ({
  ok: false,
  error: ai === undefined ? { code, message } : { code, message, ai },
});

/** Length of a predefined-length value (all its components have a fixed length). */
function fixedLength(definition: Gs1AiDefinition): number {
  return definition.components.reduce((sum, c) => sum + c.max, 0);
}

function label(ai: string, definition: Gs1AiDefinition): string {
  return `AI (${ai}) ${definition.title}`;
}

/** Checks a value component by component: lengths, character sets, then the dictionary's linters. */
function validateValue(ai: string, definition: Gs1AiDefinition, value: string): Gs1Error | null {
  const error = (code: Gs1ErrorCode, message: string): Gs1Error => ({ code, message, ai });
  const name = label(ai, definition);
  if (value === '') return error('empty-value', `${name} has no value`);
  let rest = value;
  for (const component of definition.components) {
    if (rest === '') {
      if (component.optional) break;
      const min = definition.components.reduce((sum, c) => sum + (c.optional ? 0 : c.min), 0);
      return error('too-short', `${name} needs at least ${min} characters, got ${value.length}`);
    }
    const part = rest.slice(0, component.max);
    if (part.length < component.min) {
      return error('too-short', `${name} needs ${component.min} more characters, got "${part}"`);
    }
    rest = rest.slice(part.length);
    if (!CHARACTER_SETS[component.cset].test(part)) {
      return component.cset === 'N'
        ? error('not-numeric', `${name} must be digits: "${part}"`)
        : error('invalid-character', `${name} holds a character GS1 does not allow: "${part}"`);
    }
    for (const linter of component.linters ?? []) {
      if (!runLinter(linter, part)) {
        return error(linterError(linter), `${name}: "${part}" fails the GS1 check "${linter}"`);
      }
    }
  }
  if (rest !== '') {
    const max = definition.components.reduce((sum, c) => sum + c.max, 0);
    return error('too-long', `${name} allows at most ${max} characters, got ${value.length}`);
  }
  return null;
}

/** Finds the AI at the start of `text` at `index` (GS1 AIs are prefix-free). */
function matchAi(text: string, index: number): string | undefined {
  for (const length of [2, 3, 4]) {
    const candidate = text.slice(index, index + length);
    if (gs1Ai(candidate)) return candidate;
  }
  return undefined;
}

/** Splits transmitted data into elements: predefined lengths by length, the others up to a separator. */
function splitTransmitted(data: string): Gs1Element[] | Failure {
  const elements: Gs1Element[] = [];
  let index = 0;
  while (index < data.length) {
    // Separators between elements (a leading FNC1, doubled or trailing ones) carry nothing.
    if (data[index] === GS) {
      index++;
      continue;
    }
    const ai = matchAi(data, index);
    if (ai === undefined) {
      const rest = data.slice(index, index + 12);
      // AIs are digits: data starting otherwise is some other kind of code, not broken GS1.
      if (elements.length === 0 && !/^\d/.test(rest)) return failure('not-gs1', `Not GS1 data: "${rest}"`);
      return failure('unknown-ai', `Unknown application identifier at "${rest}"`);
    }
    const definition = gs1Ai(ai) as Gs1AiDefinition;
    const start = index + ai.length;
    if (definition.predefinedLength) {
      const value = data.slice(start, start + fixedLength(definition));
      if (value.includes(GS)) {
        return failure(
          'separator-in-value',
          `${label(ai, definition)} is cut by a group separator: "${value.replaceAll(GS, '<GS>')}"`,
          ai,
        );
      }
      elements.push({ ai, value });
      index = start + value.length;
    } else {
      const separator = data.indexOf(GS, start);
      const end = separator === -1 ? data.length : separator;
      elements.push({ ai, value: data.slice(start, end) });
      index = end;
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

/** Whether `qualifiers` (AIs after the primary key, in order) follow one of the key's sequences. */
function followsSequence(sequences: readonly (readonly string[])[], qualifiers: string[]): boolean {
  return sequences.some((sequence) => {
    let position = 0;
    for (const ai of qualifiers) {
      const found = sequence.indexOf(ai, position);
      if (found === -1) return false;
      position = found + 1;
    }
    return true;
  });
}

/**
 * A GS1 Digital Link URI: on any domain and below any path prefix, the path ends with a primary key
 * and its value, then qualifiers in the order the dictionary gives; data attributes are numeric query
 * parameters. Other query parameters (`linkType`…) are for the resolver and ignored.
 */
function splitDigitalLink(uri: string): Gs1Element[] | Failure {
  const invalid = (message: string) => failure('invalid-digital-link', message);
  let url: URL;
  let segments: string[];
  try {
    url = new URL(uri);
    segments = url.pathname
      .split('/')
      .filter((s) => s !== '')
      .map(decodeURIComponent);
  } catch {
    return invalid(`Not a valid URI: "${uri.slice(0, 60)}"`);
  }
  let path: Gs1Element[] | undefined;
  for (let start = 0; start < segments.length - 1 && path === undefined; start++) {
    const key = gs1Ai(segments[start] as string);
    if (!key?.dlPrimaryKey || (segments.length - start) % 2 !== 0) continue;
    const pairs: Gs1Element[] = [];
    for (let i = start; i < segments.length; i += 2) {
      pairs.push({ ai: segments[i] as string, value: segments[i + 1] as string });
    }
    const qualifiers = pairs.slice(1).map((p) => p.ai);
    if (followsSequence(key.dlPrimaryKey, qualifiers)) path = pairs;
  }
  if (path === undefined) {
    return invalid(`No GS1 primary key and qualifiers in the path "${url.pathname.slice(0, 60)}"`);
  }
  const first = path[0] as Gs1Element;
  // A Digital Link may carry a GTIN-8, -12 or -13: AI (01) holds its 14-digit form.
  if (first.ai === '01' && /^(\d{8}|\d{12}|\d{13})$/.test(first.value))
    first.value = first.value.padStart(14, '0');
  const attributes: Gs1Element[] = [];
  for (const [key, value] of url.searchParams) {
    if (!/^\d+$/.test(key)) continue;
    const definition = gs1Ai(key);
    if (!definition)
      return failure('unknown-ai', `Unknown application identifier (${key}) in the query`, key);
    if (!definition.dlAttribute) return invalid(`AI (${key}) may not be a Digital Link attribute`);
    attributes.push({ ai: key, value });
  }
  return [...path, ...attributes];
}

/** Whether an AI matches a dictionary pattern such as `310n` or `35nn` ('n' is any digit). */
function matchesPattern(ai: string, pattern: string): boolean {
  return ai.length === pattern.length && [...pattern].every((c, i) => c === 'n' || c === ai[i]);
}

/** The dictionary's pairing rules over the AIs of one reading. */
function checkPairings(elements: Gs1Element[], requireCompanions: boolean): Failure | null {
  const ais = elements.map((e) => e.ai);
  for (const ai of ais) {
    const definition = gs1Ai(ai) as Gs1AiDefinition;
    for (const pattern of definition.ex ?? []) {
      // An AI does not exclude itself even when it matches the pattern.
      const other = ais.find((o) => o !== ai && matchesPattern(o, pattern));
      if (other !== undefined) {
        return failure('conflicting-ai', `(${ai}) and (${other}) cannot appear together`, other);
      }
    }
    const req = definition.req ?? [];
    if (requireCompanions && req.length > 0) {
      const satisfied = req.some((group) => group.every((p) => ais.some((o) => matchesPattern(o, p))));
      if (!satisfied) {
        const needs = req.map((group) => group.map((p) => `(${p})`).join('+')).join(' or ');
        return failure('missing-companion', `${label(ai, definition)} needs ${needs} beside it`, ai);
      }
    }
  }
  return null;
}

/** Parses GS1 element strings or a GS1 Digital Link URI; see the module comment for the forms. */
export function parseGs1(text: string, options: Gs1Options = {}): Gs1Result {
  let data = text.trim();
  if (data.startsWith(']')) {
    const id = data.slice(0, 3);
    if (!GS1_SYMBOLOGY_IDS.includes(id)) return failure('not-gs1', `Symbology ${id} does not carry GS1 data`);
    data = data.slice(3).trim();
  }
  let split: Gs1Element[] | Failure;
  if (DIGITAL_LINK.test(data)) {
    split = splitDigitalLink(data);
  } else {
    data = data.replace(SEPARATOR, GS);
    if (data.replaceAll(GS, '') === '') return failure('empty', 'No GS1 data');
    split = data.startsWith('(') ? splitHumanReadable(data) : splitTransmitted(data);
  }
  if (!Array.isArray(split)) return split;

  const elements: Gs1Element[] = [];
  for (const element of split) {
    const definition = gs1Ai(element.ai);
    if (definition === undefined) {
      return failure('unknown-ai', `Unknown application identifier (${element.ai})`, element.ai);
    }
    const invalid = validateValue(element.ai, definition, element.value);
    if (invalid) return { ok: false, error: invalid };
    const previous = elements.find((e) => e.ai === element.ai);
    if (previous) {
      // The same element twice is harmless; a second, different value is ambiguous.
      if (previous.value === element.value) continue;
      return failure(
        'duplicate-ai',
        `(${element.ai})${previous.value} and (${element.ai})${element.value} cannot appear together`,
        element.ai,
      );
    }
    elements.push(element);
  }
  const pairing = checkPairings(elements, options.requireCompanions ?? true);
  if (pairing) return pairing;
  return decode(elements, options);
}

type DateField = 'productionDate' | 'dueDate' | 'packagingDate' | 'bestBefore' | 'sellBy' | 'expiry';
const DATE_FIELDS: Record<string, DateField> = {
  '11': 'productionDate',
  '12': 'dueDate',
  '13': 'packagingDate',
  '15': 'bestBefore',
  '16': 'sellBy',
  '17': 'expiry',
};
type TextField =
  'sscc' | 'gtin' | 'contentGtin' | 'lot' | 'variant' | 'serial' | 'order' | 'shipTo' | 'location';
const TEXT_FIELDS: Record<string, TextField> = {
  '00': 'sscc',
  '01': 'gtin',
  '02': 'contentGtin',
  '10': 'lot',
  '20': 'variant',
  '21': 'serial',
  '400': 'order',
  '410': 'shipTo',
  '414': 'location',
};

/** Applies the implied decimal point of a 4-digit AI whose last digit counts the decimals. */
const withDecimals = (ai: string, digits: string) => Number(digits) / 10 ** Number(ai[3]);

function decode(elements: Gs1Element[], options: Gs1Options): Gs1Result {
  const data: Gs1Data = {};
  for (const { ai, value } of elements) {
    const definition = gs1Ai(ai) as Gs1AiDefinition;
    const dateField = DATE_FIELDS[ai];
    const textField = TEXT_FIELDS[ai];
    if (dateField) {
      const iso = gs1DateToIso(value, options.today);
      // 29 February of a year the century rule puts outside a leap year.
      if (iso === null) return failure('invalid-date', `${label(ai, definition)}: no such day ${value}`, ai);
      data[dateField] = iso;
    } else if (textField) {
      data[textField] = value;
    } else if (ai === '30') {
      data.variableCount = Number(value);
    } else if (ai === '37') {
      data.count = Number(value);
    } else if (definition.unit !== undefined) {
      const measure: Gs1Measure = {
        ai,
        title: definition.title,
        value: withDecimals(ai, value),
        unit: definition.unit,
      };
      (data.measures ??= []).push(measure);
      if (/^3[12]0\d$/.test(ai)) {
        const netWeight = {
          value: measure.value,
          unit: ai.startsWith('310') ? ('kg' as const) : ('lb' as const),
        };
        const kg = netWeight.unit === 'kg' ? netWeight.value : poundsToKg(netWeight.value);
        if (data.netWeightKg !== undefined) {
          // A label giving both kg and lb rounds each: they agree within 0.1 %; the kg value wins.
          if (Math.abs(data.netWeightKg - kg) > data.netWeightKg * 0.001) {
            return failure('conflicting-ai', `Two different net weights in one reading`, ai);
          }
          if (netWeight.unit === 'lb') continue;
        }
        data.netWeight = netWeight;
        data.netWeightKg = kg;
      }
    } else if (/^39[0-5]\d$/.test(ai)) {
      const withCurrency = ai[2] === '1' || ai[2] === '3';
      const amount: Gs1Amount = {
        ai,
        title: definition.title,
        value: withDecimals(ai, withCurrency ? value.slice(3) : value),
      };
      if (withCurrency) amount.currency = value.slice(0, 3);
      (data.amounts ??= []).push(amount);
    }
  }
  return { ok: true, elements, data };
}

/**
 * The barcodes of one GS1 logistic label, read one at a time (an SSCC (00) in one, (02)+(37)+(15) in
 * another, weight and lot in a third), decoded as one reading: each barcode is parsed on its own
 * without the companion rule, then the dictionary's companion and exclusion rules are checked across
 * the label. A label not read whole yet fails with 'missing-companion' (which AI needs which): a
 * screen reading labels barcode by barcode keeps the codes and asks for the next one. The same AI
 * with two values on one label is 'duplicate-ai'.
 */
export function parseGs1Label(codes: readonly string[], options: Gs1Options = {}): Gs1Result {
  const elements: Gs1Element[] = [];
  for (const code of codes) {
    const one = parseGs1(code, { ...options, requireCompanions: false });
    if (!one.ok) return one;
    for (const element of one.elements) {
      const previous = elements.find((e) => e.ai === element.ai);
      if (previous && previous.value !== element.value) {
        return failure(
          'duplicate-ai',
          `(${element.ai})${previous.value} and (${element.ai})${element.value} on one label`,
          element.ai,
        );
      }
      if (!previous) elements.push(element);
    }
  }
  const pairing = checkPairings(elements, options.requireCompanions ?? true);
  if (pairing) return pairing;
  return decode(elements, options);
}

/**
 * Elements as one transmitted GS1-128 element string (']C1', a group separator after each value
 * whose length is not predefined, except the last): what a scanner would send for them.
 */
export function gs1ElementString(elements: readonly Gs1Element[]): string {
  return (
    ']C1' +
    elements
      .map((e, i) => {
        const last = i === elements.length - 1;
        return `${e.ai}${e.value}${last || gs1Ai(e.ai)?.predefinedLength ? '' : GS}`;
      })
      .join('')
  );
}

/**
 * The barcodes of one logistic label seen at once (a camera frame with every barcode of the label)
 * as one element string, so a screen reads the whole label as one reading: its item, count, lot and
 * dates, and its SSCC. Null when they are not one label (two SSCCs, two GTINs, an AI twice with two
 * values, AIs that exclude each other) or a barcode is no GS1. Companions are not required: the
 * label may carry only some of its barcodes in the frame.
 */
export function joinGs1Label(codes: readonly string[], options: Gs1Options = {}): string | null {
  if (codes.length === 0) return null;
  const label = parseGs1Label(codes, { ...options, requireCompanions: false });
  return label.ok ? gs1ElementString(label.elements) : null;
}
