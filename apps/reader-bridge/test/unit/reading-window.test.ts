import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReadingWindow } from '../../src/readings/reading-window';

const tags = (...list: string[]) => ({ kind: 'tags' as const, tags: list });
const barcode = (code: string) => ({ kind: 'barcode' as const, code, symbology: 'EAN13' });

function windowOf(windowMs: number, maxChars?: number) {
  const sent: string[] = [];
  const tooLong: number[] = [];
  const w = new ReadingWindow({
    windowMs,
    send: (r) => sent.push(r),
    onTooLong: (n) => tooLong.push(n),
    maxChars,
  });
  return { w, sent, tooLong };
}

describe('ReadingWindow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('joins the tags of one window with |, each tag once, and starts a new window after it', () => {
    const { w, sent } = windowOf(50);
    w.add(tags('A'));
    w.add(tags('B', 'A'));
    vi.advanceTimersByTime(49);
    w.add(tags('C', 'B'));
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual(['A|B|C']);
    w.add(tags('A'));
    vi.advanceTimersByTime(50);
    expect(sent).toEqual(['A|B|C', 'A']);
  });

  it('sends gathered tags before a barcode, so readings keep their order', () => {
    const { w, sent } = windowOf(50);
    w.add(tags('A'));
    w.add(barcode('8001234567890'));
    w.add(tags('B'));
    vi.advanceTimersByTime(50);
    expect(sent).toEqual(['A', 'Barcode (8001234567890) [EAN13]', 'B']);
  });

  it('with a window of 0 sends each line at once', () => {
    const { w, sent } = windowOf(0);
    w.add(tags('A', 'B', 'A'));
    w.add(tags('A'));
    expect(sent).toEqual(['A|B', 'A']);
  });

  it('never sends a reading longer than the app accepts', () => {
    const { w, sent, tooLong } = windowOf(50, 10);
    w.add(tags('AAAA', 'BBBB', 'CCCC'));
    w.add(tags('X'.repeat(11)));
    w.add(barcode('1234567890'));
    vi.advanceTimersByTime(50);
    expect(sent).toEqual(['AAAA|BBBB', 'CCCC']);
    expect(tooLong).toEqual([11, 28]);
  });
});
