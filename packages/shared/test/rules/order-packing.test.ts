import { describe, expect, it } from 'vitest';
import { messages } from '../../src/messages';
import { concludeOrderPacking, suspendOrderPacking } from '../../src/rules/order-packing';
import { pick } from './helpers';

const complete = [pick(1, 5, 5), pick(2, 3, 4)];
const untouched = [pick(1, 5, 0), pick(2, 3, null)];
const partial = [pick(1, 5, 5), pick(2, 3, 0), pick(3, 2, 1)];
const modes = { incoming: false, outgoing: false, picking: false };

describe('concludeOrderPacking', () => {
  it.each([
    ['incoming', { ...modes, incoming: true }, { store: false, prepared: true }],
    ['outgoing', { ...modes, outgoing: true }, { store: false, prepared: true }],
    ['picking', { ...modes, picking: true }, { store: true, prepared: false }],
  ])('complete, %s: store = picking, prepared = incoming or outgoing', (_mode, flags, expected) => {
    expect(concludeOrderPacking(complete, flags)).toEqual({
      confirm: null,
      zeroQuantityPickIds: [],
      write: { ...expected, partial: false, suspended: false },
      leave: true,
    });
  });

  it('nothing detected: nothing happens and the screen stays', () => {
    expect(concludeOrderPacking(untouched, { ...modes, outgoing: true })).toEqual({
      confirm: null,
      zeroQuantityPickIds: [],
      write: null,
      leave: false,
    });
  });

  it('partial: asks, zero-quantity readings for unread picks, partial true and suspended false', () => {
    const plan = concludeOrderPacking(partial, { ...modes, outgoing: true });
    expect(plan).toEqual({
      confirm: 'partialPacking',
      zeroQuantityPickIds: [2],
      write: { partial: true, suspended: false },
      leave: true,
    });
    expect(messages[plan.confirm!]).toBe(
      "Evasione parziale! Confermi comunque la chiusura dell'attività di impacchettamento?",
    );
  });

  it('excess allowed by default; without it an exceeded pick makes the order partial', () => {
    expect(concludeOrderPacking(complete, { ...modes, excessAllowed: false })).toMatchObject({
      confirm: 'partialPacking',
      write: { partial: true, suspended: false },
    });
  });
});

describe('suspendOrderPacking', () => {
  it('nothing detected: suspended false, no question', () => {
    expect(suspendOrderPacking(untouched)).toEqual({
      confirm: null,
      zeroQuantityPickIds: [],
      write: { suspended: false },
      leave: true,
    });
  });

  it.each([
    ['partial', partial],
    ['complete', complete],
  ])('%s: asks, then partial false and suspended true', (_state, picks) => {
    expect(suspendOrderPacking(picks)).toEqual({
      confirm: 'suspendPacking',
      zeroQuantityPickIds: [],
      write: { partial: false, suspended: true },
      leave: true,
    });
  });
});
