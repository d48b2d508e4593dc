// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  insertIntoField,
  isEditableTarget,
  setFieldValue,
  WedgeDetector,
  type WedgeSettings,
} from '../../src/lib/reader/wedge';
import { splitAimIdentifier, wedgeReading } from '../../src/lib/reader/wedge-line';
import { guardsEveryField } from '../../src/lib/reader/reader-provider';

/**
 * Keystroke timings recorded from devices (gaps in ms before each key, the terminator last), and
 * made-up ones in the same shape: a fast wedge, a slow one (80–150 ms), a busy Android handheld whose
 * keys come in clumps with one long stall, and a person on a hardware keypad.
 */
const CODE = '8010001267045';
const FAST = [0, 3, 2, 4, 3, 2, 3, 5, 2, 3, 4, 2, 3, 4];
const SLOW = [0, 94, 131, 88, 147, 102, 81, 126, 139, 97, 150, 85, 118, 109];
const JITTERY = [0, 8, 6, 410, 5, 7, 9, 6, 640, 4, 6, 8, 5, 7];
const STALLED = [0, 8, 6, 5, 2_600, 5, 7, 9, 6, 4, 6, 8, 5, 7];
const PERSON = [0, 210, 260, 190, 320];

function setup(settings: WedgeSettings = { prefix: '', suffix: '' }, everyField = false) {
  const lines: string[] = [];
  const interrupted: number[] = [];
  const detector = new WedgeDetector(
    {
      onLine: (line) => lines.push(line),
      onInterrupted: () => interrupted.push(1),
      insertText: insertIntoField,
      restoreText: setFieldValue,
      guardsEveryField: () => everyField,
    },
    settings,
  );
  let now = 10_000;
  const prevented: string[] = [];
  /** Types `text` then `terminator`, waiting `gaps[i]` ms before key i (timers run meanwhile). */
  const type = (text: string, gaps: number[], target: EventTarget = document.body, terminator = 'Enter') => {
    const keys = [...text, ...(terminator ? [terminator] : [])];
    keys.forEach((key, i) => {
      const gap = gaps[i] ?? gaps[gaps.length - 1]!;
      vi.advanceTimersByTime(gap);
      now += gap;
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      Object.defineProperty(event, 'timeStamp', { value: now });
      detector.handleKey({
        key,
        timeStamp: now,
        target,
        preventDefault: () => {
          prevented.push(key);
          event.preventDefault();
        },
        stopPropagation: () => undefined,
      });
      // What the browser does with a key nobody prevented: a printable one lands in the field.
      if (!event.defaultPrevented && key.length === 1 && target instanceof HTMLInputElement)
        insertIntoField(target, key);
    });
  };
  const wait = (ms: number) => {
    vi.advanceTimersByTime(ms);
    now += ms;
  };
  return { detector, lines, interrupted, prevented, type, wait };
}

function quantityField(value = '1'): HTMLInputElement {
  const input = document.createElement('input');
  input.setAttribute('data-wedge-guard', '');
  input.value = value;
  document.body.append(input);
  input.setSelectionRange(value.length, value.length);
  return input;
}

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '';
});
afterEach(() => vi.useRealTimers());

describe('keyboard wedge, outside fields', () => {
  it('a fast scanner: one reading, its Enter swallowed', () => {
    const w = setup();
    w.type(CODE, FAST);
    expect(w.lines).toEqual([CODE]);
    expect(w.prevented).toEqual(['Enter']);
  });

  it('a field mounting mid-scan (a screen at a page load) gets none of its keys; the scan is read whole', () => {
    const w = setup();
    w.type(CODE.slice(0, 5), SLOW, document.body, '');
    const el = document.createElement('input');
    el.setAttribute('data-wedge-guard', '');
    document.body.append(el);
    w.type(CODE.slice(5), SLOW.slice(5), el);
    expect(w.lines).toEqual([CODE]);
    expect(el.value).toBe('');
  });

  it('the rest of a read the previous page was cut in (a reload under a scan) is refused, not read short', () => {
    const w = setup();
    w.type(CODE.slice(0, 5), FAST, document.body, '');
    const cut = w.detector.readingSince()!;
    const next = setup();
    next.detector.cutAt(cut);
    next.type(CODE.slice(5), FAST);
    expect(next.lines).toEqual([]);
    expect(next.interrupted).toHaveLength(1);
    next.wait(5_000);
    next.type(CODE, FAST);
    expect(next.lines).toEqual([CODE]);
  });

  it('a slow scanner (80–150 ms between keys) is still a scan', () => {
    const w = setup();
    w.type(CODE, SLOW);
    expect(w.lines).toEqual([CODE]);
  });

  it('a busy device with long gaps inside the code: the code is kept whole, never its end alone', () => {
    const w = setup();
    w.type(CODE, JITTERY);
    expect(w.lines).toEqual([CODE]);
    expect(w.interrupted).toEqual([]);
  });

  it('a read that stalls longer than the pause limit is refused with a sound, not read shortened', () => {
    const w = setup();
    w.type(CODE, STALLED);
    expect(w.lines).toEqual([]);
    expect(w.interrupted.length).toBeGreaterThan(0);
    // The next scan is read normally.
    w.wait(3_000);
    w.type(CODE, FAST);
    expect(w.lines).toEqual([CODE]);
  });

  it('a person typing on the page is not a reading and keeps their Enter', () => {
    const w = setup();
    w.type('abcd', PERSON);
    expect(w.lines).toEqual([]);
    expect(w.prevented).toEqual([]);
  });

  it('too short a burst is not a reading; Shift for capitals does not break one', () => {
    const w = setup();
    w.type('AB', FAST);
    expect(w.lines).toEqual([]);
    w.wait(2_000);
    w.type('A1B2', FAST);
    expect(w.lines).toEqual(['A1B2']);
  });

  it('Tab as the terminator ends a scan too', () => {
    const w = setup();
    w.type(CODE, FAST, document.body, 'Tab');
    expect(w.lines).toEqual([CODE]);
    expect(w.prevented).toEqual(['Tab']);
  });
});

describe('keyboard wedge, in a quantity field', () => {
  it('a scan never changes the field: fast, slow and jittery devices', () => {
    for (const gaps of [FAST, SLOW, JITTERY]) {
      const w = setup();
      const field = quantityField('1');
      w.type(CODE, gaps, field);
      expect(w.lines).toEqual([CODE]);
      expect(field.value).toBe('1');
      expect(w.prevented).toContain('Enter');
    }
  });

  it('a stalled read leaves the field as it was and is refused', () => {
    const w = setup();
    const field = quantityField('1');
    w.type(CODE, STALLED, field);
    expect(w.lines).toEqual([]);
    expect(w.interrupted.length).toBeGreaterThan(0);
    expect(field.value).toBe('1');
  });

  it('a slow code whose first digits were let into the field is refused and the field put back', () => {
    const w = setup();
    const field = quantityField('1');
    // 3 digits, a 700 ms stall (beyond the 450 ms after which short typing is let in), the rest.
    w.type(CODE, [0, 100, 120, 700, 110, 90, 100, 130, 95, 105, 120, 100, 110, 100], field);
    expect(w.lines).toEqual([]);
    expect(w.interrupted).toHaveLength(1);
    expect(field.value).toBe('1');
  });

  it('a person typing a quantity gets it into the field, and their Enter confirms it', () => {
    const w = setup();
    const field = quantityField('');
    w.type('12', PERSON, field);
    expect(field.value).toBe('12');
    expect(w.lines).toEqual([]);
    expect(w.prevented).not.toContain('Enter');
  });

  it('a person typing a longer quantity slowly, then pausing: the digits arrive after the pause', () => {
    const w = setup();
    const field = quantityField('');
    w.type('1500', PERSON, field, '');
    w.wait(500);
    expect(field.value).toBe('1500');
    w.type('', [150], field);
    expect(w.lines).toEqual([]);
  });

  it('a tap (flush) puts held typing in at once, so Conferma reads it', () => {
    const w = setup();
    const field = quantityField('');
    w.type('7', [0], field, '');
    expect(field.value).toBe('');
    w.detector.flush();
    expect(field.value).toBe('7');
  });

  it('a short code at scanner speed is a scan; typed by a person it is a quantity', () => {
    const w = setup();
    const field = quantityField('');
    w.type('4711', FAST, field);
    expect(w.lines).toEqual(['4711']);
    expect(field.value).toBe('');
    w.wait(2_000);
    w.type('4711', PERSON, field);
    expect(field.value).toBe('4711');
  });

  it('plain text fields keep their keys', () => {
    const w = setup();
    const field = document.createElement('input');
    document.body.append(field);
    w.type('ABC123', FAST, field);
    expect(w.lines).toEqual([]);
    expect(field.value).toBe('ABC123');
  });
});

/** A GS1 label typed by a wedge: lot 10 then date 17, the separator between them sent each way. */
describe('the GS1 group separator, however a scanner sends it', () => {
  const LOT = '0108012345678907' + '10LT4BO5';
  const DATE = '17280131';
  type Step = { key: string; ctrl?: boolean; code?: string } | { char: string };

  function send(steps: Step[]) {
    const w = setup();
    let now = 50_000;
    for (const step of steps) {
      vi.advanceTimersByTime(4);
      now += 4;
      const ports = { timeStamp: now, target: document.body, preventDefault: () => undefined };
      if ('char' in step) w.detector.handleChar({ ...ports, text: step.char });
      else
        w.detector.handleKey({
          ...ports,
          key: step.key,
          ctrlKey: step.ctrl,
          code: step.code,
          stopPropagation: () => undefined,
        });
    }
    return w;
  }
  const keys = (text: string): Step[] => [...text].map((key) => ({ key }));
  const WHOLE = `${LOT}\x1d${DATE}`;

  it('as Ctrl+] (the Control key first, then ]): one reading with the separator', () => {
    const w = send([
      ...keys(LOT),
      { key: 'Control', ctrl: true },
      { key: ']', ctrl: true, code: 'BracketRight' },
      ...keys(DATE),
      { key: 'Enter' },
    ]);
    expect(w.lines).toEqual([WHOLE]);
    expect(w.interrupted).toEqual([]);
  });

  it('as a character with no key event (a keypress or an input text alone)', () => {
    const w = send([...keys(LOT), { char: '\x1d' }, ...keys(DATE), { key: 'Enter' }]);
    expect(w.lines).toEqual([WHOLE]);
  });

  it('as a key whose character is 29, followed by its own keypress: one separator, not two', () => {
    const w = send([...keys(LOT), { key: '\x1d' }, { char: '\x1d' }, ...keys(DATE), { key: 'Enter' }]);
    expect(w.lines).toEqual([WHOLE]);
  });

  it('other keyless characters are not taken as part of a read', () => {
    const w = send([...keys(LOT), { char: 'x' }, ...keys(DATE), { key: 'Enter' }]);
    expect(w.lines).toEqual([LOT + DATE]);
  });
});

/** Issue 48: on the handheld's screens every field is guarded, not only the quantity fields. */
describe('every field of a handheld screen', () => {
  function field(tag: 'input' | 'textarea' = 'input', value = ''): HTMLInputElement {
    const el = document.createElement(tag) as HTMLInputElement;
    el.value = value;
    document.body.append(el);
    return el;
  }

  it('a scan into a search box, a measure or a note is a reading; the field keeps its text', () => {
    for (const [el, timing] of [
      [field('input', 'COL'), FAST],
      [field('input', '12,5'), SLOW],
      [field('textarea', 'nota'), FAST],
    ] as const) {
      const w = setup(undefined, true);
      const before = el.value;
      w.type(CODE, timing, el);
      expect(w.lines).toEqual([CODE]);
      expect(el.value).toBe(before);
    }
  });

  it('a person typing there gets the text after a pause, however fast they type, and their Enter', () => {
    const el = field();
    const w = setup(undefined, true);
    w.type('COLLO', FAST, el, '');
    w.wait(500);
    expect(el.value).toBe('COLLO');
    expect(w.interrupted).toEqual([]);
    w.type('42', PERSON, el);
    expect(el.value).toBe('COLLO42');
    expect(w.lines).toEqual([]);
  });

  it('a scan pausing there longer than a person would (its start let in): the field is put back, the read refused', () => {
    const el = field('input', 'A');
    const w = setup(undefined, true);
    w.type(CODE, JITTERY, el);
    expect(w.lines).toEqual([]);
    expect(el.value).toBe('A');
    expect(w.interrupted).toEqual([1]);
  });

  it('a dialog taking the focus mid-scan takes none of its keys; a person typing gets theirs in at once', () => {
    const el = field('input', 'X');
    const w = setup(undefined, true);
    w.type(CODE.slice(0, 4), SLOW, el, '');
    w.detector.focusLeft();
    expect(el.value).toBe('X');
    w.type(CODE.slice(4), SLOW.slice(4), el);
    expect(w.lines).toEqual([CODE]);
    expect(el.value).toBe('X');
    w.wait(3_000);
    w.type('ab', PERSON, el, '');
    w.detector.focusLeft();
    expect(el.value).toBe('Xab');
  });

  it("the login's fields (data-wedge-free) and the back office keep their keys", () => {
    const free = field();
    free.setAttribute('data-wedge-free', '');
    const w = setup(undefined, true);
    w.type(CODE, FAST, free);
    expect(w.lines).toEqual([]);
    expect(free.value).toBe(CODE);
    const desk = setup(undefined, false);
    const plain = field();
    desk.type(CODE, FAST, plain);
    expect(desk.lines).toEqual([]);
    expect(plain.value).toBe(CODE);
  });

  it('the back office and the login are the routes without the page-wide guard', () => {
    expect(['/home', '/settings', '/package/management/3', '/incoming'].map(guardsEveryField)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['/login', '/admin', '/admin/items/4'].map(guardsEveryField)).toEqual([false, false, false]);
  });
});

describe('prefix, suffix and AIM identifiers', () => {
  it('with a prefix a scan is a scan in any field, and the prefix is not part of the code', () => {
    const w = setup({ prefix: '§', suffix: '' });
    const search = document.createElement('input');
    document.body.append(search);
    w.type(`§${CODE}`, SLOW, search);
    expect(w.lines).toEqual([CODE]);
    expect(search.value).toBe('');
  });

  it('a prefix-like first key that is not followed by the prefix is given back to the field', () => {
    const w = setup({ prefix: '##', suffix: '' });
    const search = document.createElement('input');
    document.body.append(search);
    w.type('#a', PERSON, search, '');
    expect(search.value).toBe('#a');
  });

  it('a suffix ends the code; the Enter some scanners add after it is swallowed', () => {
    const w = setup({ prefix: '', suffix: '$' });
    w.type(`${CODE}$`, FAST);
    expect(w.lines).toEqual([CODE]);
    expect(w.prevented).toEqual(['$', 'Enter']);
  });

  it('AIM symbology identifiers become the symbology and leave the code', () => {
    expect(splitAimIdentifier(']E08010000000001')).toEqual({ code: '8010000000001', symbology: 'EAN13' });
    expect(splitAimIdentifier(']C1010801000000000110LOT1')).toEqual({
      code: '010801000000000110LOT1',
      symbology: 'GS1-128',
    });
    expect(splitAimIdentifier(']d2010801000000000117271231').symbology).toBe('GS1-DATAMATRIX');
    expect(splitAimIdentifier(']Q30108010000000001').symbology).toBe('GS1-QR');
    expect(splitAimIdentifier(']E480100001').symbology).toBe('EAN8');
    expect(splitAimIdentifier('PAS-500')).toEqual({ code: 'PAS-500', symbology: 'KEYBOARD' });
    expect(wedgeReading('Barcode (1) [EAN13]')).toBeNull();
    expect(wedgeReading(']E08010000000001')).toEqual({
      kind: 'barcode',
      code: '8010000000001',
      symbology: 'EAN13',
    });
  });
});

describe('editable targets', () => {
  it('read-only inputs and buttons are not fields; textareas are', () => {
    const ro = document.createElement('input');
    ro.readOnly = true;
    expect(isEditableTarget(ro)).toBe(false);
    expect(isEditableTarget(document.createElement('textarea'))).toBe(true);
    expect(isEditableTarget(document.createElement('button'))).toBe(false);
  });
});
