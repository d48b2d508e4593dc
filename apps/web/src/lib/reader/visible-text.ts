/**
 * A code as text a screen can show: control characters by name, so a GS1 group separator reads
 * '<GS>' instead of a box and a trailing line break is seen rather than guessed.
 */
import { parseGs1 } from '@warehouse/shared';

// eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
const CONTROL = /[\x00-\x1f\x7f]/g;
const NAMES: Record<number, string> = {
  0x1d: 'GS',
  0x1e: 'RS',
  0x04: 'EOT',
  0x0d: 'CR',
  0x0a: 'LF',
  0x09: 'TAB',
};

export function visibleText(text: string): string {
  return text.replace(CONTROL, (c) => {
    const code = c.charCodeAt(0);
    return `<${NAMES[code] ?? code.toString(16).padStart(2, '0').toUpperCase()}>`;
  });
}

/**
 * A code as a dialog or a field shows it to the operator (issue 48): a GS1 element string in the
 * form printed under its barcode, '(02)08001234567897(37)12(15)270131', never with a box or '<GS>'
 * for its separator; any other code with its control characters left out. (`visibleText` names them:
 * the reader settings show exactly what came.)
 */
export function readableCode(code: string): string {
  const text = code.trim();
  // Plain digits stay as read (an EAN is no element string to the eye); a symbology identifier,
  // parentheses or a separator say GS1.
  if (/^(\]|\()/.test(text) || text.includes(GS)) {
    const read = parseGs1(text, { requireCompanions: false });
    if (read.ok) return read.elements.map((e) => `(${e.ai})${e.value}`).join('');
  }
  return text.replace(CONTROL, ' ').trim();
}

const GS = '\x1d';
