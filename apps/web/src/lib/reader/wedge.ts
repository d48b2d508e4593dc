/**
 * Keyboard-wedge scanners type the code as a fast burst of keys ending in Enter. This detector listens
 * on the document (no hidden input is focused, so the Android keyboard does not pop up): printable keys
 * that follow each other within `maxGapMs` build a line; Enter ends it. A burst of at least `minLength`
 * characters is a reading, and its Enter is swallowed so it does not press a focused button.
 * Keys typed into an editable field (a text input, a textarea) are left to that field.
 */
import type { InputReading } from './readings';

export const WEDGE_MAX_GAP_MS = 60;
export const WEDGE_MIN_LENGTH = 3;

export interface WedgeKeyEvent {
  key: string;
  timeStamp: number;
  target: EventTarget | null;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
  preventDefault(): void;
  stopPropagation(): void;
}

export function isEditableTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const el = target as HTMLElement;
  if (el.isContentEditable) return true;
  const tag = el.tagName;
  if (tag === 'TEXTAREA')
    return !(el as HTMLTextAreaElement).readOnly && !(el as HTMLTextAreaElement).disabled;
  if (tag === 'INPUT') {
    const input = el as HTMLInputElement;
    const typed = ['text', 'search', 'email', 'password', 'number', 'tel', 'url', ''].includes(input.type);
    return typed && !input.readOnly && !input.disabled;
  }
  return false;
}

export class WedgeDetector {
  private buffer = '';
  private last = -Infinity;

  constructor(
    private readonly onLine: (line: string) => void,
    private readonly maxGapMs = WEDGE_MAX_GAP_MS,
    private readonly minLength = WEDGE_MIN_LENGTH,
  ) {}

  handleKey(e: WedgeKeyEvent): void {
    if (e.ctrlKey || e.altKey || e.metaKey || isEditableTarget(e.target)) {
      this.reset();
      return;
    }
    const gap = e.timeStamp - this.last;
    if (gap > this.maxGapMs) this.buffer = '';
    this.last = e.timeStamp;
    if (e.key === 'Enter') {
      const line = this.buffer;
      this.buffer = '';
      if (line.length >= this.minLength) {
        e.preventDefault();
        e.stopPropagation();
        this.onLine(line);
      }
      return;
    }
    if (e.key.length === 1) this.buffer += e.key;
    else if (e.key !== 'Shift') this.reset();
  }

  reset(): void {
    this.buffer = '';
    this.last = -Infinity;
  }
}

/**
 * An RFID reader working as a keyboard wedge types a tag's EPC as a line of hex digits (96 bits →
 * 24 digits, up to 496 bits in whole 16-bit words). On a screen that reads tags such a line is a tag,
 * not a barcode; elsewhere it stays a barcode. No label this product reads looks like that.
 */
const EPC_LINE = /^(?:[0-9A-F]{4}){6,31}$/i;

export function isEpcLine(line: string): boolean {
  return EPC_LINE.test(line.trim());
}

/** The reading a wedge line is on a screen that asks for tags (`tags`): EPC-shaped lines are tags. */
export function wedgeReadingFor(reading: InputReading, options: { tags?: boolean }): InputReading {
  if (!options.tags || reading.source !== 'wedge' || reading.kind !== 'barcode' || !isEpcLine(reading.code))
    return reading;
  const code = reading.code.trim();
  return { kind: 'tag', code, tags: [code], raw: reading.raw, source: reading.source };
}
