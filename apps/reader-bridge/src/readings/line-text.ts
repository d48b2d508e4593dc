/**
 * Turns the bytes of one line into the text of a reading, or says why they cannot be one.
 * Readers send printable text; anything else is line noise, a wrong baud rate or a binary
 * protocol on the wrong port, and is dropped rather than guessed at.
 */
export type LineTextResult =
  { ok: true; text: string } | { ok: false; reason: 'invalid-utf8' | 'control-chars' };

const decoder = new TextDecoder('utf-8', { fatal: true });
// White space and control characters around a code are framing (STX/ETX, NUL padding, spaces).
const EDGES = /^[\s\p{Cc}]+|[\s\p{Cc}]+$/gu;
const TAB = 0x09;
const GS = 0x1d;

export function lineText(bytes: Uint8Array): LineTextResult {
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return { ok: false, reason: 'invalid-utf8' };
  }
  text = text.replace(EDGES, '');
  if (hasControlCharacter(text)) return { ok: false, reason: 'control-chars' };
  return { ok: true, text };
}

// Inside a code only TAB and GS are legitimate: GS separates the fields of GS1 barcodes.
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== TAB && code !== GS) || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}
