import { describe, expect, it } from 'vitest';
import {
  concludeInventoryCount,
  exitFreeInventory,
  exitListInventory,
  suspendInventoryCount,
} from '../../src/rules/inventory';
import { pick } from './helpers';

const exact = [pick(1, 5, 5), pick(2, 3, 3)];
const exceeded = [pick(1, 5, 5), pick(2, 3, 4)];
const untouched = [pick(1, 5, 0), pick(2, 3, null)];
const partial = [pick(1, 5, 5), pick(2, 3, 1)];
const done = (write: object | null, confirm: string | null = null) => ({
  confirm,
  zeroQuantityPickIds: [],
  write,
  leave: true,
});

describe('concludeInventoryCount', () => {
  it('complete: closed and not partial, no question', () => {
    expect(concludeInventoryCount(exact)).toEqual(done({ closed: true, partial: false }));
    expect(concludeInventoryCount(exceeded)).toEqual(done({ closed: true, partial: false }));
  });

  it('nothing detected: nothing happens and the screen stays', () => {
    expect(concludeInventoryCount(untouched)).toEqual({
      confirm: null,
      zeroQuantityPickIds: [],
      write: null,
      leave: false,
    });
  });

  it('partial: asks, then closed and not partial', () => {
    expect(concludeInventoryCount(partial)).toEqual(
      done({ closed: true, partial: false }, 'concludeInventoryPartial'),
    );
  });

  it('without excess an exceeded count differs from expected and asks', () => {
    expect(concludeInventoryCount(exceeded, false)).toEqual(
      done({ closed: true, partial: false }, 'concludeInventoryPartial'),
    );
  });
});

describe('suspendInventoryCount', () => {
  it('nothing detected: closed and partial false, no question', () => {
    expect(suspendInventoryCount(untouched)).toEqual(done({ closed: false, partial: false }));
  });

  it.each([
    ['partial', partial],
    ['complete', exact],
  ])('%s: asks, then closed false and partial true', (_state, picks) => {
    expect(suspendInventoryCount(picks)).toEqual(done({ closed: false, partial: true }, 'suspendInventory'));
  });
});

describe('exitListInventory', () => {
  it('finished or untouched: leaves without asking or writing', () => {
    expect(exitListInventory(exact)).toEqual(done(null));
    expect(exitListInventory(untouched)).toEqual(done(null));
  });

  it('partly done: asks, then marks the document partial', () => {
    expect(exitListInventory(partial)).toEqual(done({ partial: true }, 'exitIncomplete'));
  });

  it('exceeding is not allowed by default, so an exceeded count is partly done', () => {
    expect(exitListInventory(exceeded)).toEqual(done({ partial: true }, 'exitIncomplete'));
    expect(exitListInventory(exceeded, true)).toEqual(done(null));
  });
});

describe('exitFreeInventory', () => {
  it('finished: leaves without writing', () => {
    expect(exitFreeInventory(exact)).toEqual(done(null));
  });

  it('untouched: closed and partial false, no question', () => {
    expect(exitFreeInventory(untouched)).toEqual(done({ closed: false, partial: false }));
  });

  it('partly done: asks, then marks the document partial', () => {
    expect(exitFreeInventory(partial)).toEqual(done({ partial: true }, 'exitIncomplete'));
  });

  it('exceeding is allowed by default', () => {
    expect(exitFreeInventory(exceeded)).toEqual(done(null));
    expect(exitFreeInventory(exceeded, false)).toEqual(done({ partial: true }, 'exitIncomplete'));
  });
});
