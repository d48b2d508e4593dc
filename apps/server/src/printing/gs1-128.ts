/**
 * GS1-128 in ZPL (`^BC`, mode N, invocation codes in the data; ZPL II Programming Guide "^BC"):
 * `>;` starts subset C, `>:` subset B, `>8` is FNC1 (first after the start character it makes the
 * symbol GS1-128; between elements it ends a variable-length value), `>5` switches to C, `>6` to B.
 * The symbol starts in subset C, two digits a symbol (the SSCC fits the 4 in label at 0.5 mm bars),
 * while the data are digits, and goes on in B from the first character that is not (`>6`). The human-readable line is printed by the template, with its parentheses.
 */
import { gs1Ai, parseGs1 } from '@warehouse/shared';

export interface Gs1Element {
  ai: string;
  value: string;
}

const FNC1 = '\u001d';

/** The element string as a scanner transmits it: FNC1 after each variable-length value but the last. */
export function transmittedElementString(elements: readonly Gs1Element[]): string {
  return elements
    .map((e, i) => {
      const fixed = gs1Ai(e.ai)?.predefinedLength ?? false;
      const separator = !fixed && i < elements.length - 1 ? FNC1 : '';
      return `${e.ai}${e.value}${separator}`;
    })
    .join('');
}

/** `(00)380123451234567891(37)12` — the human-readable form under the bars. */
export function humanReadable(elements: readonly Gs1Element[]): string {
  return elements.map((e) => `(${e.ai})${e.value}`).join('');
}

/** Length of the digit run starting at `at`. */
function digitRun(text: string, at: number): number {
  let end = at;
  while (end < text.length && text[end]! >= '0' && text[end]! <= '9') end++;
  return end - at;
}

/** Code 128 B data: `>` itself is written `><` in ZPL, `^` and `~` would be commands (hex via ^FH). */
function subsetB(char: string): string {
  if (char === '>') return '><';
  if (char === '^' || char === '~' || char === '_') return `_${char.charCodeAt(0).toString(16)}`;
  return char;
}

/** The `^FD` data (for a field with `^FH`) of a GS1-128 symbol of these elements, and its symbol count. */
export function gs1128FieldData(elements: readonly Gs1Element[]): string {
  return encode(elements).data;
}

/** Code 128 modules of a symbol: 11 per symbol character (start, data, check) and 13 for the stop. */
const modulesOf = (symbols: number) => symbols * 11 + 13;

/**
 * A whole `^BC` field of the elements in `value` (an element string as scanners transmit it, FNC1
 * written as GS): `^BY` narrow bar `module` dots (0.5 mm), narrowed only as far as needed for the
 * symbol and its right quiet zone (10 modules) to fit in `roomDots`; empty when `value` is empty or no
 * GS1 element string.
 */
export function gs1128Field(value: string, height: number, module: number, roomDots: number): string {
  const read = parseGs1(value.trim(), { requireCompanions: false });
  if (value.trim() === '' || !read.ok) return '';
  const { data, symbols } = encode(read.elements);
  let width = module;
  while (width > 1 && (modulesOf(symbols) + 10) * width > roomDots) width--;
  return `^BY${width}^BCN,${height},N,N,N^FH^FD${data}^FS`;
}

function encode(elements: readonly Gs1Element[]): { data: string; symbols: number } {
  const text = transmittedElementString(elements);
  let subset: 'B' | 'C' = digitRun(text, 0) >= 2 ? 'C' : 'B';
  let out = `${subset === 'C' ? '>;' : '>:'}>8`;
  let symbols = 3; // start, FNC1, check
  let at = 0;
  while (at < text.length) {
    const char = text[at]!;
    if (char === FNC1) {
      out += '>8';
      symbols++;
      at++;
      continue;
    }
    const run = digitRun(text, at);
    if (subset === 'C') {
      // An odd run that ends the data leaves its last three digits to B rather than one: some ZPL
      // renderers drop a lone last character after the switch to B.
      const oddTail = run === 3 && at + run === text.length;
      if (run >= 2 && !oddTail) {
        out += text.slice(at, at + 2);
        symbols++;
        at += 2;
        continue;
      }
      subset = 'B';
      out += '>6';
      symbols++;
      continue;
    }
    // Once in B the symbol stays in B: a switch back to C (`>5`) is misread by common ZPL
    // renderers, and the value in B (a lot, the last element) is short.
    out += subsetB(char);
    symbols++;
    at++;
  }
  return { data: out, symbols };
}
