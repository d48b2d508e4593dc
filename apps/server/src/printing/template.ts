/**
 * Label templates: plain ZPL with `{{field}}` placeholders (see docs/printing.md).
 *
 * - `{{name}}` and `{{name|cut:N}}` (text cut to N characters) and `{{name|price}}` (a decimal as
 *   `12,50`) go inside the data of a field that has `^FH`: `^FO20,20^A0N,30,30^FH^FD{{name}}^FS`.
 *   The value is escaped there (field-data.ts) so it prints as text and never as a command.
 * - `{{name|barcode:H}}` and `{{name|code128:H}}` stand where a whole barcode field goes, after its
 *   `^FO`: they become an EAN-13 (when the value is a valid EAN-13, or 12 digits) or a Code 128 of
 *   height H dots, or nothing when the value is empty.
 * - `{{name|gs1128:H}}` likewise: a GS1-128 of the element string in the value (gs1-128.ts, FNC1
 *   encoded), narrow bar from the `^BY` before it, narrowed only if it would not fit the label width.
 */
import { MAX_LABEL_COPIES } from '@warehouse/shared';
import { cut, escapeFieldData, printableText } from './field-data';
import { isLabelField } from './label-fields';
import { gs1128Field } from './gs1-128';

const PLACEHOLDER = /\{\{\s*([^{}|\s]*)\s*(?:\|\s*([^{}:\s]*)\s*(?::\s*([^{}\s]*)\s*)?)?\}\}/g;

type Filter = 'text' | 'cut' | 'price' | 'barcode' | 'code128' | 'gs1128';
const FILTERS: Record<string, { filter: Filter; argument: boolean; inField: boolean }> = {
  '': { filter: 'text', argument: false, inField: true },
  cut: { filter: 'cut', argument: true, inField: true },
  price: { filter: 'price', argument: false, inField: true },
  barcode: { filter: 'barcode', argument: true, inField: false },
  code128: { filter: 'code128', argument: true, inField: false },
  gs1128: { filter: 'gs1128', argument: true, inField: false },
};

interface Placeholder {
  text: string;
  name: string;
  filter: Filter;
  argument: number;
  index: number;
}

export type FieldValue = string | number | boolean | null | undefined;

/** A template the server refuses to keep, with the Italian reason. */
export class TemplateError extends Error {}

/** The `^FD…^FS` spans of a template and whether each field has `^FH` before its data. */
function fieldSpans(body: string): { from: number; to: number; hex: boolean }[] {
  const spans = [];
  let at = body.indexOf('^FD');
  while (at !== -1) {
    const end = body.indexOf('^FS', at);
    const to = end === -1 ? body.length : end;
    const start = body.lastIndexOf('^FS', at);
    const head = body.slice(start === -1 ? 0 : start, at);
    spans.push({ from: at + 3, to, hex: /\^FH_?(?=\^|$)/.test(head) });
    at = body.indexOf('^FD', to);
  }
  return spans;
}

/** Every placeholder of a template; throws TemplateError naming the first that cannot be used. */
export function parseTemplate(body: string): Placeholder[] {
  if (!/\^XA/i.test(body) || !/\^XZ/i.test(body)) {
    throw new TemplateError('Il modello deve contenere un’etichetta ZPL completa (^XA … ^XZ)');
  }
  const spans = fieldSpans(body);
  const found: Placeholder[] = [];
  for (const match of body.matchAll(PLACEHOLDER)) {
    const [text, name = '', filterName = '', rawArgument] = match;
    if (!isLabelField(name)) throw new TemplateError(`Segnaposto sconosciuto nel modello: ${text}`);
    const rule = FILTERS[filterName];
    if (!rule) throw new TemplateError(`Filtro sconosciuto nel segnaposto ${text}`);
    const argument = Number(rawArgument ?? '');
    if (rule.argument && !(Number.isInteger(argument) && argument > 0 && argument <= 2000)) {
      throw new TemplateError(`Il segnaposto ${text} richiede un numero positivo dopo ':'`);
    }
    if (!rule.argument && rawArgument !== undefined) {
      throw new TemplateError(`Il segnaposto ${text} non accetta argomenti`);
    }
    const index = match.index;
    const span = spans.find((s) => index >= s.from && index < s.to);
    if (rule.inField && !span?.hex) {
      throw new TemplateError(
        `Il segnaposto ${text} deve stare nei dati di un campo con ^FH (…^FH^FD${text}^FS)`,
      );
    }
    if (!rule.inField && span) {
      throw new TemplateError(
        `Il segnaposto ${text} sostituisce un intero campo: va dopo ^FO, fuori da ^FD…^FS`,
      );
    }
    found.push({ text, name, filter: rule.filter, argument, index });
  }
  const stray = /\{\{|\}\}/.exec(body.replace(PLACEHOLDER, ''));
  if (stray) throw new TemplateError('Segnaposto non chiuso nel modello');
  return found;
}

/** The names of the fields a template uses. */
export function templateFields(body: string): string[] {
  return [...new Set(parseTemplate(body).map((p) => p.name))];
}

/** `12.5` → `12,50`; anything that is not a number is printed as given. */
function price(value: string): string {
  const n = Number(value.replace(',', '.'));
  return value.trim() !== '' && Number.isFinite(n) ? n.toFixed(2).replace('.', ',') : value;
}

function eanCheckDigit(twelve: string): number {
  const sum = [...twelve].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

/** Twelve digits for `^BE` when the value is an EAN-13 (or its first twelve digits); else null. */
export function ean13Data(value: string): string | null {
  if (/^\d{12}$/.test(value)) return value;
  if (/^\d{13}$/.test(value) && eanCheckDigit(value.slice(0, 12)) === Number(value[12]))
    return value.slice(0, 12);
  return null;
}

/** Code 128 data: printable ASCII only (others become '?'); `>` starts subset codes, so `><` prints it. */
function code128Data(value: string): string {
  const ascii = printableText(value).replace(/[^\x20-\x7e]/g, '?');
  return escapeFieldData(ascii).replace(/>/g, '><');
}

function barcodeField(value: string, height: number, allowEan: boolean): string {
  const data = value.trim();
  if (data === '') return '';
  const ean = allowEan ? ean13Data(data) : null;
  if (ean) return `^BEN,${height},Y,N^FD${ean}^FS`;
  return `^BCN,${height},Y,N,N^FH^FD${code128Data(data)}^FS`;
}

/** The `^BY` narrow bar width in force at `index` (ZPL's default: 2 dots). */
function moduleBefore(body: string, index: number): number {
  const all = [...body.slice(0, index).matchAll(/\^BY(\d+)/gi)];
  return all.length > 0 ? Number(all[all.length - 1]![1]) : 2;
}

/** Dots from the field's `^FO` x to the label's right edge (the template keeps the left quiet zone). */
function roomAfter(body: string, index: number): number {
  const origins = [...body.slice(0, index).matchAll(/\^FO(\d+)/gi)];
  const x = origins.length > 0 ? Number(origins[origins.length - 1]![1]) : 0;
  const width = labelSize(body).widthDots ?? 812;
  return width - x;
}

/** The highest copy count one job may ask for (shared with the price-label screen). */
export const MAX_COPIES = MAX_LABEL_COPIES;

/**
 * The ZPL to send: every placeholder replaced by its escaped value (missing fields print empty) and,
 * when `copies` is given, `^PQ<copies>` before the final `^XZ` (replacing any `^PQ` of the template).
 */
export function fillTemplate(body: string, fields: Record<string, FieldValue>, copies?: number): string {
  const placeholders = parseTemplate(body);
  let out = '';
  let last = 0;
  for (const p of placeholders) {
    const raw = fields[p.name];
    const value = raw === undefined || raw === null ? '' : String(raw);
    out += body.slice(last, p.index);
    last = p.index + p.text.length;
    if (p.filter === 'gs1128') {
      out += gs1128Field(value, p.argument, moduleBefore(body, p.index), roomAfter(body, p.index));
    } else if (p.filter === 'barcode' || p.filter === 'code128') {
      out += barcodeField(value, p.argument, p.filter === 'barcode');
    } else if (p.filter === 'cut') {
      out += escapeFieldData(cut(printableText(value), p.argument));
    } else if (p.filter === 'price') {
      out += escapeFieldData(price(value));
    } else {
      out += escapeFieldData(value);
    }
  }
  out += body.slice(last);
  if (copies !== undefined) {
    out = out.replace(/\^PQ[^^~]*/gi, '');
    const end = out.toUpperCase().lastIndexOf('^XZ');
    out = `${out.slice(0, end)}^PQ${copies}${out.slice(end)}`;
  }
  return out;
}

/** Label size in dots from `^PW` (width) and `^LL` (length); undefined when the template omits them. */
export function labelSize(zpl: string): { widthDots?: number; lengthDots?: number } {
  const width = /\^PW(\d+)/i.exec(zpl)?.[1];
  const length = /\^LL(\d+)/i.exec(zpl)?.[1];
  return { widthDots: width ? Number(width) : undefined, lengthDots: length ? Number(length) : undefined };
}
