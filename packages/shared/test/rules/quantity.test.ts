import { describe, expect, it } from 'vitest';
import {
  allComplete,
  compareQuantities,
  detectedOf,
  isPickClosed,
  isPickComplete,
  nothingDetected,
  rowStatus,
  touchState,
} from '../../src/rules/quantity';
import { pick } from './helpers';

describe('compareQuantities', () => {
  it('orders quantities', () => {
    expect(compareQuantities(1, 2)).toBe(-1);
    expect(compareQuantities(2, 1)).toBe(1);
    expect(compareQuantities(2, 2)).toBe(0);
  });

  it('treats decimal sums that differ only by rounding as equal', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(compareQuantities(0.1 + 0.2, 0.3)).toBe(0);
    expect(compareQuantities(1_000_000.1 + 0.2, 1_000_000.3)).toBe(0);
    expect(compareQuantities(0.3, 0.301)).toBe(-1);
  });
});

describe('rowStatus', () => {
  it.each([
    [5, 0, 'empty'],
    [0, 0, 'empty'],
    [5, 3, 'partial'],
    [5, 5, 'completed'],
    [5, 7, 'exceeded'],
    [0, 1, 'exceeded'],
    [0.3, 0.1 + 0.2, 'completed'],
  ] as const)('expected %d, detected %d → %s', (expected, detected, status) => {
    expect(rowStatus(expected, detected)).toBe(status);
  });
});

describe('isPickComplete', () => {
  it('with excess allowed (the default) needs at least the expected quantity', () => {
    expect(isPickComplete(5, 5)).toBe(true);
    expect(isPickComplete(5, 6)).toBe(true);
    expect(isPickComplete(5, 4)).toBe(false);
    expect(isPickComplete(5, 6, true)).toBe(true);
  });

  it('without excess needs exactly the expected quantity', () => {
    expect(isPickComplete(5, 5, false)).toBe(true);
    expect(isPickComplete(5, 6, false)).toBe(false);
    expect(isPickComplete(5, 4, false)).toBe(false);
    expect(isPickComplete(0.3, 0.1 + 0.2, false)).toBe(true);
  });
});

describe('isPickClosed', () => {
  it('closes when detected plus entered reaches the expected quantity', () => {
    expect(isPickClosed(10, 6, 4)).toBe(true);
    expect(isPickClosed(10, 6, 5)).toBe(true);
    expect(isPickClosed(10, 6, 3)).toBe(false);
    expect(isPickClosed(10, 0, 0)).toBe(false);
    expect(isPickClosed(0.3, 0.1, 0.2)).toBe(true);
  });
});

describe('touchState', () => {
  it('complete when every pick is complete', () => {
    expect(touchState([pick(1, 5, 5), pick(2, 3, 4)])).toBe('complete');
  });

  it('an exceeded pick is not complete when excess is not allowed', () => {
    expect(touchState([pick(1, 5, 5), pick(2, 3, 4)], false)).toBe('partial');
  });

  it('untouched when nothing was detected', () => {
    expect(touchState([pick(1, 5, 0), pick(2, 3, null), { id: 3, quantity: 1 }])).toBe('untouched');
  });

  it('partial otherwise', () => {
    expect(touchState([pick(1, 5, 5), pick(2, 3, 0)])).toBe('partial');
    expect(touchState([pick(1, 5, 2)])).toBe('partial');
  });

  it('checks complete first, as the closing rules do', () => {
    expect(touchState([])).toBe('complete');
    expect(touchState([pick(1, 0, 0)])).toBe('complete');
  });
});

describe('helpers', () => {
  it('detectedOf reads a missing detected quantity as 0', () => {
    expect(detectedOf(pick(1, 5, 2))).toBe(2);
    expect(detectedOf(pick(1, 5, null))).toBe(0);
    expect(detectedOf({ id: 1, quantity: 5 })).toBe(0);
  });

  it('allComplete and nothingDetected', () => {
    expect(allComplete([pick(1, 2, 3)])).toBe(true);
    expect(allComplete([pick(1, 2, 3)], false)).toBe(false);
    expect(nothingDetected([pick(1, 2, 0), pick(2, 1, null)])).toBe(true);
    expect(nothingDetected([pick(1, 2, 0), pick(2, 1, 1)])).toBe(false);
  });
});
