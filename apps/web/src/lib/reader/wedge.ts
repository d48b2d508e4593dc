/**
 * Keyboard-wedge scanners type the code as a burst of keys ending in a terminator (Enter, Tab or a
 * configured suffix). The detector listens on the document in the capture phase, so it sees every
 * key before any field does (docs/web-app.md, "Keyboard-wedge scanners"):
 *
 * - outside editable fields a burst is a scan when it ends in a terminator, has at least
 *   `minLength` characters and its median gap between keys is at most `scanGapMs` (a slow scanner's
 *   80–150 ms and a busy device's odd long gap included). A pause up to `maxPauseMs` keeps the line
 *   whole; a scan-paced line silent longer is refused with a sound, never delivered shortened;
 * - in a guarded field keys are held back, not typed, until the burst is decided: a scan is delivered
 *   and the field keeps its text; typing is released into the field (after `pauseMs` of silence, on
 *   its Enter, or when the pointer goes down). A 3–6 digit line could be a quantity: it is a scan only
 *   when typed at scanner speed (`fastGapMs`). The quantity fields (`data-wedge-guard`) are guarded
 *   everywhere; on the handheld's screens (`guardsEveryField`) every other field is too (a search
 *   box, a measure, a note), except those marked `data-wedge-free` (the login's, where a person
 *   types): there a pause always releases what was held as typing (no quantity rule to wait on), and
 *   a scan's start let in so is taken back out when its rest follows;
 * - with a configured prefix, a burst starting with it is a scan wherever the focus is;
 * - other editable fields (the back office's) keep their keys.
 *
 * A scan's terminator is swallowed so it does not press a focused button or submit a form.
 *
 * The GS1 group separator (ASCII 29) has no key of its own: scanners type it as Ctrl+] (its control
 * spelling), as a key whose character is 29, or as a character with no key event at all (a keypress or
 * an input's text alone). Every way is one `\x1d` in the line (`handleChar` for the keyless ones), so
 * a GS1 string is read whole.
 */
import type { InputReading } from './readings';

export const WEDGE_MIN_LENGTH = 3;
/** The median gap of a scanner's keys is at most this (slow scanners send one key every 80–150 ms). */
export const WEDGE_SCAN_GAP_MS = 160;
/** A scanner that fast cannot be a person typing a quantity. */
export const WEDGE_FAST_GAP_MS = 40;
/** Keys held in a guarded field are released as typing after this silence. */
export const WEDGE_PAUSE_MS = 450;
/** A read silent longer than this is abandoned (refused if it was a scan in the making). */
export const WEDGE_MAX_PAUSE_MS = 2000;
/**
 * After a read broke off, a burst starting within this time is its rest, not a new scan: refused too.
 * An operator who heard the error sound needs longer than this to read again.
 */
export const WEDGE_BROKEN_GRACE_MS = 1000;
/** No quantity has this many digits (MAX_QUANTITY is 999,999): a line this long is a code. */
const CODE_DIGITS = 7;

/** ASCII 29, the GS1 group separator (FNC1 inside a GS1 string). */
export const GROUP_SEPARATOR = '\x1d';

/** Keys that only change others: pressed alone (Ctrl of Ctrl+], Shift of a capital) they break nothing. */
const MODIFIERS = new Set(['Shift', 'CapsLock', 'Control', 'Alt', 'AltGraph', 'Meta']);

/** Ctrl+] (the ASCII control spelling of 29) or a key whose character is 29: the group separator. */
function isSeparatorKey(e: WedgeKeyEvent): boolean {
  if (e.key === GROUP_SEPARATOR) return true;
  return e.ctrlKey === true && !e.altKey && !e.metaKey && (e.key === ']' || e.code === 'BracketRight');
}

/** The group separator as a key of the burst, whatever way it came. */
function separatorFrom(e: {
  timeStamp: number;
  target: EventTarget | null;
  preventDefault(): void;
  stopPropagation?(): void;
}): WedgeKeyEvent {
  return {
    key: GROUP_SEPARATOR,
    timeStamp: e.timeStamp,
    target: e.target,
    preventDefault: () => e.preventDefault(),
    stopPropagation: () => e.stopPropagation?.(),
  };
}

/** A character that came with no key event: a keypress alone, or an input's text (`beforeinput`). */
export interface WedgeCharEvent {
  text: string;
  timeStamp: number;
  target: EventTarget | null;
  preventDefault(): void;
}

export interface WedgeKeyEvent {
  key: string;
  /** The physical key ('BracketRight'), where the browser says it. */
  code?: string;
  timeStamp: number;
  target: EventTarget | null;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
  preventDefault(): void;
  stopPropagation(): void;
}

export interface WedgeSettings {
  /** Characters the scanners send before each code ('' = none). */
  prefix: string;
  /** Characters they send after it, before or instead of Enter ('' = none). */
  suffix: string;
}

export interface WedgeTimings {
  minLength: number;
  scanGapMs: number;
  fastGapMs: number;
  pauseMs: number;
  maxPauseMs: number;
  brokenGraceMs: number;
}

export const DEFAULT_WEDGE_TIMINGS: Readonly<WedgeTimings> = Object.freeze({
  minLength: WEDGE_MIN_LENGTH,
  scanGapMs: WEDGE_SCAN_GAP_MS,
  fastGapMs: WEDGE_FAST_GAP_MS,
  pauseMs: WEDGE_PAUSE_MS,
  maxPauseMs: WEDGE_MAX_PAUSE_MS,
  brokenGraceMs: WEDGE_BROKEN_GRACE_MS,
});

/** What the detector does to the page: deliver, refuse, and put held typing into a field. */
export interface WedgePorts {
  onLine(line: string): void;
  /** A read that was a scan in the making broke off: refused with the error sound. */
  onInterrupted(): void;
  /** Typing held back from a guarded field goes into it at the caret. */
  insertText(field: HTMLElement, text: string): void;
  /** A field's text put back (typing released just before turned out to be a broken scan's start). */
  restoreText(field: HTMLElement, text: string): void;
  /** Every field of the page is guarded now (the handheld's screens), not only `data-wedge-guard` ones. */
  guardsEveryField?(): boolean;
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

/**
 * A field whose keys the detector holds until it knows they are not a scan: the quantity fields
 * (`data-wedge-guard`), and with `everyField` (the handheld's screens) any field not marked
 * `data-wedge-free`.
 */
export function isGuardedField(target: EventTarget | null, everyField = false): target is HTMLInputElement {
  if (!isEditableTarget(target)) return false;
  const el = target as HTMLElement;
  return el.hasAttribute('data-wedge-guard') || (everyField && !el.closest('[data-wedge-free]'));
}

/** Guarded by the page-wide rule only (not a quantity field): a pause always ends held typing. */
const isPlainGuard = (field: HTMLElement | null) => field !== null && !field.hasAttribute('data-wedge-guard');

type Where = 'page' | 'guarded' | 'field';

interface Burst {
  where: Where;
  field: HTMLElement | null;
  /** The field's text when the burst began (guarded fields). */
  before: string;
  text: string;
  times: number[];
  /** The configured prefix was read first: a scan wherever it is. */
  prefixed: boolean;
  /** Keys held back from the field so far (guarded, or any field while a prefix is being read). */
  held: boolean;
}

function median(values: number[]): number {
  if (values.length === 0) return Infinity;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const gapsOf = (times: number[]) => times.slice(1).map((t, i) => t - times[i]!);
const QUANTITY_CHARS = /^[\d.,]*$/;

export class WedgeDetector {
  private burst: Burst | null = null;
  private silence: ReturnType<typeof setTimeout> | null = null;
  private abandon: ReturnType<typeof setTimeout> | null = null;
  /**
   * A read that broke off (abandoned, or its first keys let into a field as typing): a scan starting
   * before `until` is its rest, refused; `field` gets its text back then.
   */
  private broken: { until: number; field?: HTMLElement; before?: string } | null = null;
  /** The last key was the group separator: its keypress or input echo is not a second one. */
  private separatorKeyed = false;
  /** A configured suffix just ended a scan: the Enter some scanners add after it is swallowed too. */
  private swallowEnterUntil = -Infinity;
  private readonly timings: WedgeTimings;

  constructor(
    private readonly ports: WedgePorts,
    private settings: WedgeSettings = { prefix: '', suffix: '' },
    timings: Partial<WedgeTimings> = {},
  ) {
    this.timings = { ...DEFAULT_WEDGE_TIMINGS, ...timings };
  }

  configure(settings: WedgeSettings): void {
    this.settings = settings;
  }

  handleKey(e: WedgeKeyEvent): void {
    if (MODIFIERS.has(e.key)) return;
    this.giveUpIfSilent(e.timeStamp);
    this.separatorKeyed = isSeparatorKey(e);
    if (this.separatorKeyed) return this.addKey(separatorFrom(e));
    if (e.ctrlKey || e.altKey || e.metaKey) return this.flush();
    if (e.key === 'Enter' || e.key === 'Tab') return this.terminate(e);
    if (e.key.length !== 1) return this.flush();
    this.addKey(e);
  }

  /**
   * A character that came without a key event (a keypress alone, an input's `beforeinput` text). Only
   * the group separator is taken: it is how some scanners send it, and without it lot and date merge.
   * The one that follows a separator key the detector already took is that key's echo, not another.
   */
  handleChar(e: WedgeCharEvent): void {
    if (e.text !== GROUP_SEPARATOR) return;
    if (this.separatorKeyed) {
      e.preventDefault();
      return;
    }
    this.giveUpIfSilent(e.timeStamp);
    this.addKey(separatorFrom(e));
  }

  /** A burst silent longer than `maxPauseMs` before this event is over (its timer may lag behind). */
  private giveUpIfSilent(t: number): void {
    const burst = this.burst;
    if (burst && t - burst.times[burst.times.length - 1]! > this.timings.maxPauseMs) this.giveUp();
  }

  /** Held typing goes into its field now (a tap on a button must see what was typed). */
  flush(): void {
    const burst = this.burst;
    this.clearTimers();
    this.burst = null;
    if (burst) this.releaseTyping(burst);
  }

  /**
   * The focus left the field whose keys are held. A person's typing goes in now; a scan in the making
   * (one key so far, or keys at a scanner's pace) keeps on: a dialog that opens mid-scan takes the
   * focus, never the scan's first keys. Its timers still release it as typing if it was not a scan.
   */
  focusLeft(): void {
    const burst = this.burst;
    if (!burst?.held) return;
    const gaps = gapsOf(burst.times);
    if (gaps.length === 0 || median(gaps) <= this.timings.scanGapMs) return;
    this.flush();
  }

  /** When the last key of a read still in the making came (`timeStamp`), or null. */
  readingSince(): number | null {
    const burst = this.burst;
    return burst && burst.text.length > 0 ? this.lastTime(burst) : null;
  }

  /**
   * A read was cut at `timeStamp` (the previous page went away in its middle): its rest, typed on
   * this page, is refused rather than read as a shortened code.
   */
  cutAt(timeStamp: number): void {
    this.broken = { until: timeStamp + this.timings.maxPauseMs + this.timings.brokenGraceMs };
  }

  dispose(): void {
    this.clearTimers();
    this.burst = null;
    this.broken = null;
  }

  private addKey(e: WedgeKeyEvent): void {
    const { prefix } = this.settings;
    let burst = this.burst;
    if (!burst) {
      const where: Where = isGuardedField(e.target, this.ports.guardsEveryField?.() ?? false)
        ? 'guarded'
        : isEditableTarget(e.target)
          ? 'field'
          : 'page';
      const startsPrefix = prefix !== '' && e.key === prefix[0];
      // A plain field keeps its keys unless they may be a prefix.
      if (where === 'field' && !startsPrefix) return;
      const field = where === 'page' ? null : (e.target as HTMLElement);
      burst = {
        where,
        field,
        before: field ? ((field as HTMLInputElement).value ?? '') : '',
        text: '',
        times: [],
        prefixed: false,
        held: where !== 'page',
      };
      this.burst = burst;
    }
    burst.text += e.key;
    burst.times.push(e.timeStamp);
    if (prefix !== '' && !burst.prefixed) {
      if (burst.text === prefix) burst.prefixed = true;
      else if (!prefix.startsWith(burst.text) && burst.where === 'field') {
        // Not the prefix after all: the plain field gets its keys back, this one included.
        e.preventDefault();
        this.burst = null;
        this.releaseTyping(burst);
        return;
      }
    }
    // A burst begun outside any field types nothing into a field that took the focus under it (a
    // screen or dialog mounting mid-scan): only a scan is that fast, a person's tap ends the burst.
    if (burst.held || isEditableTarget(e.target)) e.preventDefault();
    if (this.hasSuffix(burst)) return this.finish(burst, e, true);
    this.armTimers();
  }

  private hasSuffix(burst: Burst): boolean {
    const { suffix } = this.settings;
    return suffix !== '' && burst.text.length > suffix.length && burst.text.endsWith(suffix);
  }

  private terminate(e: WedgeKeyEvent): void {
    const burst = this.burst;
    if (!burst) {
      if (e.key === 'Enter' && e.timeStamp <= this.swallowEnterUntil) {
        this.swallowEnterUntil = -Infinity;
        e.preventDefault();
        e.stopPropagation();
      }
      return;
    }
    this.finish(burst, e, false);
  }

  /** The burst ended with a terminator (or the suffix): a scan, or typing given back. */
  private finish(burst: Burst, e: WedgeKeyEvent, bySuffix: boolean): void {
    this.clearTimers();
    this.burst = null;
    const line = this.lineOf(burst, bySuffix);
    if (!this.isScan(burst, line)) {
      this.releaseTyping(burst);
      return;
    }
    e.preventDefault();
    e.stopPropagation();
    if (bySuffix) this.swallowEnterUntil = e.timeStamp + this.timings.pauseMs;
    const broken = this.broken;
    this.broken = null;
    if (broken && burst.times[0]! <= broken.until) {
      // The rest of a read that broke off: a shortened code must not be read.
      if (broken.field) this.ports.restoreText(broken.field, broken.before ?? '');
      this.ports.onInterrupted();
      return;
    }
    this.ports.onLine(line);
  }

  private lineOf(burst: Burst, bySuffix: boolean): string {
    let line = burst.text;
    if (burst.prefixed) line = line.slice(this.settings.prefix.length);
    if (bySuffix) line = line.slice(0, -this.settings.suffix.length);
    return line;
  }

  private isScan(burst: Burst, line: string): boolean {
    if (line.length < this.timings.minLength) return false;
    if (burst.prefixed) return true;
    if (burst.where === 'field') return false;
    const gap = median(gapsOf(burst.times));
    if (burst.where === 'page') return gap <= this.timings.scanGapMs;
    const mayBeQuantity = QUANTITY_CHARS.test(line) && line.replace(/\D/g, '').length < CODE_DIGITS;
    return gap <= (mayBeQuantity ? this.timings.fastGapMs : this.timings.scanGapMs);
  }

  /** Certainly a code already (not a quantity): held on through a pause rather than typed. */
  private surelyCode(burst: Burst): boolean {
    if (burst.prefixed) return true;
    if (burst.where === 'guarded' && isPlainGuard(burst.field)) return false;
    const gap = median(gapsOf(burst.times));
    const digits = burst.text.replace(/\D/g, '').length;
    return gap <= this.timings.scanGapMs && (!QUANTITY_CHARS.test(burst.text) || digits >= CODE_DIGITS);
  }

  private armTimers(): void {
    this.clearTimers();
    const burst = this.burst;
    if (!burst) return;
    if (burst.held && !this.surelyCode(burst))
      this.silence = setTimeout(() => this.onSilence(), this.timings.pauseMs);
    this.abandon = setTimeout(() => this.giveUp(), this.timings.maxPauseMs);
  }

  /** No key for `pauseMs` in a guarded field: what was held is typing, unless it is surely a code. */
  private onSilence(): void {
    const burst = this.burst;
    this.silence = null;
    if (!burst || this.surelyCode(burst)) return;
    this.clearTimers();
    this.burst = null;
    this.releaseTyping(burst);
  }

  /** No key for `maxPauseMs`: a scan in the making broke off (refused); anything else ends quietly. */
  private giveUp(): void {
    const burst = this.burst;
    this.clearTimers();
    this.burst = null;
    if (!burst) return;
    const scanPaced =
      burst.text.length >= this.timings.minLength && median(gapsOf(burst.times)) <= this.timings.scanGapMs;
    const broken =
      burst.prefixed ||
      (burst.where === 'page' && scanPaced) ||
      (burst.where === 'guarded' && this.surelyCode(burst));
    if (!broken) return this.releaseTyping(burst);
    this.broken = { until: this.lastTime(burst) + this.timings.maxPauseMs + this.timings.brokenGraceMs };
    this.ports.onInterrupted();
  }

  private lastTime(burst: Burst): number {
    return burst.times[burst.times.length - 1]!;
  }

  /**
   * Held keys go into their field as typing. Keys that came at a scanner's pace may be the start of
   * a read that stalled: if its rest follows soon, the field gets its text back and the read is refused.
   */
  private releaseTyping(burst: Burst): void {
    if (!burst.held || !burst.field || burst.text === '') return;
    if (burst.times.length >= 2 && median(gapsOf(burst.times)) <= this.timings.scanGapMs)
      this.broken = {
        until: this.lastTime(burst) + this.timings.maxPauseMs + this.timings.brokenGraceMs,
        field: burst.field,
        before: burst.before,
      };
    this.ports.insertText(burst.field, burst.text);
  }

  private clearTimers(): void {
    if (this.silence) clearTimeout(this.silence);
    if (this.abandon) clearTimeout(this.abandon);
    this.silence = null;
    this.abandon = null;
  }
}

/** Puts text into an input at its caret the way typing would, so React's onChange sees it. */
export function insertIntoField(field: HTMLElement, text: string): void {
  const input = field as HTMLInputElement;
  const value = input.value ?? '';
  const start = input.selectionStart ?? value.length;
  const end = input.selectionEnd ?? start;
  setFieldValue(input, value.slice(0, start) + text + value.slice(end));
  input.setSelectionRange?.(start + text.length, start + text.length);
}

export function setFieldValue(field: HTMLElement, value: string): void {
  const input = field as HTMLInputElement;
  const proto = field.tagName === 'TEXTAREA' ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
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
