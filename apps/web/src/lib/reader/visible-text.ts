/**
 * A code as text a screen can show: control characters by name, so a GS1 group separator reads
 * '<GS>' instead of a box and a trailing line break is seen rather than guessed.
 */
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
