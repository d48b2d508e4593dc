/**
 * The goods-flow branches (spec section 4) the other rule tests leave implicit: the excess option
 * turned off on exact quantities, an empty selection, a partial store close where every pick was
 * read, and the supply exit of a complete supply.
 */
import { describe, expect, it } from 'vitest';
import { concludePickingList, suspendPickingList } from '../../src/rules/picking-list';
import { closeStore, exitStore } from '../../src/rules/store';
import { isPickComplete, rowStatus, touchState } from '../../src/rules/quantity';
import { validateQuantity } from '../../src/rules/validation';
import { pick } from './helpers';

describe('picking lists', () => {
  it('exact quantities are complete with the excess check on too: stored without a question', () => {
    const exact = { id: 1, picks: [pick(11, 2, 2), pick(12, 0.3, 0.1 + 0.2)] };
    expect(concludePickingList([exact], false)).toEqual({
      confirm: null,
      actions: [
        {
          projectId: 1,
          state: 'complete',
          flags: { store: true, partial: false, suspended: false },
          deleteReadings: true,
        },
      ],
    });
  });

  it('an empty selection does nothing and asks nothing', () => {
    expect(concludePickingList([])).toEqual({ confirm: null, actions: [] });
    expect(suspendPickingList([])).toEqual({ confirm: null, actions: [] });
  });

  it('a list whose picks were read but none complete is partial: stored as partial, readings deleted', () => {
    const underway = { id: 2, picks: [pick(21, 4, 1), pick(22, 2, 1)] };
    expect(concludePickingList([underway]).actions[0]).toEqual({
      projectId: 2,
      state: 'partial',
      flags: { store: true, partial: true, suspended: false },
      deleteReadings: true,
    });
  });
});

describe('store', () => {
  it('picking, exact quantities with the excess check on: complete, no question', () => {
    expect(closeStore([pick(1, 2, 2)], { picking: true, excessAllowed: false })).toEqual({
      confirm: null,
      zeroQuantityPickIds: [],
      write: { store: true, prepared: true, partial: false, suspended: false },
      leave: true,
    });
  });

  it('picking, partial with every pick read: asks, but no zero-quantity reading is needed', () => {
    expect(closeStore([pick(1, 5, 1), pick(2, 3, 3)], { picking: true })).toEqual({
      confirm: 'partialPicking',
      zeroQuantityPickIds: [],
      write: { store: true, prepared: true, partial: true, suspended: false },
      leave: true,
    });
  });

  it('supply exit of a complete supply: partial false and suspended true, no question', () => {
    expect(exitStore([pick(1, 2, 2)], { picking: false })).toEqual({
      confirm: null,
      zeroQuantityPickIds: [],
      write: { partial: false, suspended: true },
      leave: true,
    });
  });
});

describe('quantities', () => {
  it('complete follows the excess option, allowed by default', () => {
    expect(isPickComplete(3, 4)).toBe(true);
    expect(isPickComplete(3, 4, false)).toBe(false);
    expect(touchState([pick(1, 3, 4)])).toBe('complete');
    expect(touchState([pick(1, 3, 4)], false)).toBe('partial');
  });

  it('row colours whatever the option: exceeded stays exceeded', () => {
    expect(rowStatus(3, 4)).toBe('exceeded');
  });

  it('with the excess check on, entering exactly what is missing is fine, and 0 always is', () => {
    expect(validateQuantity({ entered: 2, detected: 3, expected: 5, excessAllowed: false })).toEqual({
      ok: true,
    });
    expect(validateQuantity({ entered: 0, detected: 5, expected: 5, excessAllowed: false })).toEqual({
      ok: true,
    });
  });
});
