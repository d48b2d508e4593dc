import { describe, expect, it } from 'vitest';
import { closeStore, deleteStoreRow, exitStore, picksWithoutReadings } from '../../src/rules/store';
import { pick } from './helpers';

const complete = [pick(1, 5, 5), pick(2, 3, 4)];
const untouched = [pick(1, 5, 0), pick(2, 3, null)];
const partial = [pick(1, 5, 5), pick(2, 3, 0), pick(3, 2, 1), pick(4, 1, null)];

describe('closeStore in picking mode', () => {
  it('complete: store and prepared, not partial nor suspended, then leave', () => {
    expect(closeStore(complete, { picking: true })).toEqual({
      confirm: null,
      zeroQuantityPickIds: [],
      write: { store: true, prepared: true, partial: false, suspended: false },
      leave: true,
    });
  });

  it('nothing detected: nothing happens and the screen stays', () => {
    expect(closeStore(untouched, { picking: true })).toEqual({
      confirm: null,
      zeroQuantityPickIds: [],
      write: null,
      leave: false,
    });
  });

  it('partial: asks, gives the unread picks a zero-quantity reading, marks partial', () => {
    expect(closeStore(partial, { picking: true })).toEqual({
      confirm: 'partialPicking',
      zeroQuantityPickIds: [2, 4],
      write: { store: true, prepared: true, partial: true, suspended: false },
      leave: true,
    });
  });

  it('an exceeded pick is partial when excess is not allowed', () => {
    expect(closeStore(complete, { picking: true, excessAllowed: false })).toMatchObject({
      confirm: 'partialPicking',
      zeroQuantityPickIds: [],
      write: { partial: true },
    });
  });
});

describe('closeStore in supply mode', () => {
  it.each([
    ['complete', complete],
    ['untouched', untouched],
    ['partial', partial],
  ])('%s: store true, the rest false, no question', (_state, picks) => {
    expect(closeStore(picks, { picking: false })).toEqual({
      confirm: null,
      zeroQuantityPickIds: [],
      write: { store: true, prepared: false, partial: false, suspended: false },
      leave: true,
    });
  });
});

describe('exitStore', () => {
  it('picking, nothing detected: suspended false, no question', () => {
    expect(exitStore(untouched, { picking: true })).toEqual({
      confirm: null,
      zeroQuantityPickIds: [],
      write: { suspended: false },
      leave: true,
    });
  });

  it.each([
    ['partial', partial],
    ['complete', complete],
  ])('picking, %s: asks, then partial false and suspended true', (_state, picks) => {
    expect(exitStore(picks, { picking: true })).toEqual({
      confirm: 'suspendPicking',
      zeroQuantityPickIds: [],
      write: { partial: false, suspended: true },
      leave: true,
    });
  });

  it.each([
    ['untouched', untouched],
    ['partial', partial],
  ])('supply, %s: partial false and suspended true, no question', (_state, picks) => {
    expect(exitStore(picks, { picking: false })).toEqual({
      confirm: null,
      zeroQuantityPickIds: [],
      write: { partial: false, suspended: true },
      leave: true,
    });
  });
});

describe('deleteStoreRow', () => {
  const row = { id: 7, project_rows: [{ id: 70 }, { id: 71 }] };

  it('supply: deletes the pick and its readings', () => {
    expect(deleteStoreRow(row, { picking: false })).toEqual({
      confirm: 'deleteItem',
      deletePickId: 7,
      deleteReadingIds: [70, 71],
      clearReadingIds: [],
    });
  });

  it('picking: keeps the pick and clears the quantity of its readings', () => {
    expect(deleteStoreRow(row, { picking: true })).toEqual({
      confirm: 'deleteItem',
      deletePickId: null,
      deleteReadingIds: [],
      clearReadingIds: [70, 71],
    });
  });

  it('a pick without readings', () => {
    expect(deleteStoreRow({ id: 8 }, { picking: false })).toMatchObject({
      deletePickId: 8,
      deleteReadingIds: [],
    });
    expect(deleteStoreRow({ id: 8, project_rows: null }, { picking: true })).toMatchObject({
      clearReadingIds: [],
    });
  });
});

describe('picksWithoutReadings', () => {
  it('lists the picks with nothing detected', () => {
    expect(picksWithoutReadings(partial)).toEqual([2, 4]);
    expect(picksWithoutReadings(complete)).toEqual([]);
  });
});

describe('exitStore on a finished supply', () => {
  it('writes nothing and leaves, in both modes, however far it was read', () => {
    for (const picking of [true, false]) {
      expect(exitStore(partial, { picking, finished: true })).toEqual({
        confirm: null,
        zeroQuantityPickIds: [],
        write: null,
        leave: true,
      });
    }
  });
});
