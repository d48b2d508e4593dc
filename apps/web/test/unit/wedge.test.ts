// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { WedgeDetector, isEditableTarget } from '../../src/lib/reader/wedge';

function typer(detector: WedgeDetector, target: EventTarget | null = document.body) {
  let t = 1000;
  const prevented: string[] = [];
  return {
    prevented,
    key(key: string, gap = 10) {
      t += gap;
      detector.handleKey({
        key,
        timeStamp: t,
        target,
        preventDefault: () => prevented.push(key),
        stopPropagation: () => undefined,
      });
    },
    type(text: string, gap = 10) {
      for (const ch of text) this.key(ch, gap);
    },
  };
}

describe('keyboard wedge', () => {
  it('a fast burst ending in Enter is one reading, and its Enter is swallowed', () => {
    const onLine = vi.fn();
    const k = typer(new WedgeDetector(onLine));
    k.type('8001234567890');
    k.key('Enter');
    expect(onLine).toHaveBeenCalledWith('8001234567890');
    expect(k.prevented).toEqual(['Enter']);
  });

  it('slow typing by a person is not a reading', () => {
    const onLine = vi.fn();
    const k = typer(new WedgeDetector(onLine));
    k.type('abcdef', 200);
    k.key('Enter', 200);
    expect(onLine).not.toHaveBeenCalled();
    expect(k.prevented).toEqual([]);
  });

  it('a pause restarts the line; too short a burst is ignored', () => {
    const onLine = vi.fn();
    const k = typer(new WedgeDetector(onLine));
    k.type('zz');
    k.key('A', 500);
    k.type('BC123');
    k.key('Enter');
    k.type('AB', 500);
    k.key('Enter');
    expect(onLine).toHaveBeenCalledTimes(1);
    expect(onLine).toHaveBeenCalledWith('ABC123');
  });

  it('keys typed into an editable field are left to the field', () => {
    const onLine = vi.fn();
    const input = document.createElement('input');
    const k = typer(new WedgeDetector(onLine), input);
    k.type('ABC123');
    k.key('Enter');
    expect(onLine).not.toHaveBeenCalled();
    const ro = document.createElement('input');
    ro.readOnly = true;
    expect(isEditableTarget(ro)).toBe(false);
    expect(isEditableTarget(document.createElement('textarea'))).toBe(true);
    expect(isEditableTarget(document.createElement('button'))).toBe(false);
  });

  it('Shift for capitals does not break the burst', () => {
    const onLine = vi.fn();
    const k = typer(new WedgeDetector(onLine));
    k.key('Shift');
    k.type('A1');
    k.key('Shift');
    k.type('B2');
    k.key('Enter');
    expect(onLine).toHaveBeenCalledWith('A1B2');
  });
});
