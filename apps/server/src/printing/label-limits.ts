/**
 * The largest label the server renders or prints, checked before any rendering: a template's
 * `^PW`/`^LL` size the renderer's canvas, so without a bound one request could ask for gigabytes.
 *
 * The bound is the largest real Zebra media at the 203 dpi we print at: the widest print head Zebra
 * makes (ZT620/ZT420, 6.6 in = 168 mm = 1344 dots) and a 39 in (991 mm, 7928 dots) label, the
 * longest non-continuous label those printers take. Copies are the screens' MAX_LABEL_COPIES, and
 * embedded graphics (`^GF`) may not declare more bytes than a full label of that size holds.
 */
import { MAX_LABEL_COPIES } from '@warehouse/shared/rules/labels';

export const MAX_LABEL_WIDTH_DOTS = 1344;
export const MAX_LABEL_LENGTH_DOTS = 7928;
/** One bit a dot: a whole label of the largest size as a `^GF` graphic. */
export const MAX_GRAPHIC_BYTES = (MAX_LABEL_WIDTH_DOTS / 8) * MAX_LABEL_LENGTH_DOTS;

const numbersAfter = (zpl: string, command: string): number[] =>
  [...zpl.matchAll(new RegExp(`\\^${command}\\s*(\\d+)`, 'gi'))].map((m) => Number(m[1]));

/** Why this ZPL is too large to render or print (an Italian sentence), or undefined when it fits. */
export function labelLimitProblem(zpl: string): string | undefined {
  if (numbersAfter(zpl, 'PW').some((w) => w > MAX_LABEL_WIDTH_DOTS)) {
    return `Etichetta troppo larga: al massimo ${MAX_LABEL_WIDTH_DOTS} punti (^PW, 168 mm)`;
  }
  if (numbersAfter(zpl, 'LL').some((l) => l > MAX_LABEL_LENGTH_DOTS)) {
    return `Etichetta troppo lunga: al massimo ${MAX_LABEL_LENGTH_DOTS} punti (^LL, 991 mm)`;
  }
  if (numbersAfter(zpl, 'PQ').some((q) => q > MAX_LABEL_COPIES)) {
    return `Troppe copie: al massimo ${MAX_LABEL_COPIES} (^PQ)`;
  }
  // ^GFa,b,c,d: b (binary bytes) and c (graphic field count) size what the renderer allocates.
  for (const m of zpl.matchAll(/\^GF\s*[ABC]?\s*,\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/gi)) {
    if (
      Number(m[1]) > MAX_GRAPHIC_BYTES ||
      Number(m[2]) > MAX_GRAPHIC_BYTES ||
      Number(m[3]) > MAX_GRAPHIC_BYTES
    ) {
      return `Immagine troppo grande nell'etichetta: al massimo ${MAX_GRAPHIC_BYTES} byte (^GF)`;
    }
  }
  return undefined;
}
