/**
 * Writes waiting on the device are counted into their picks, so the row, 'Già inserita' and the
 * excess check include them and the operator never enters the same goods twice: a picking reading
 * adds, a store picked quantity replaces.
 */
import { describe, expect, it } from 'vitest';
import { pendingByPick, pendingPickReading, withPendingPicks } from '../../../src/domain/pending-picks';
import type { Pick } from '../../../src/domain/records';

const pick = (id: number, detected: number | null, expected = 5) =>
  ({ id, project_id: 1, item_id: id, quantity: expected, quantity_detected: detected }) as Pick;

describe('pending pick writes', () => {
  it('adds up the waiting readings per pick, ignoring what is not a pick write', () => {
    const byPick = pendingByPick([
      { pickId: 1, quantity: 2 },
      { pickId: 2, quantity: 3 },
      { pickId: 1, quantity: 1 },
      { pickId: 1.5, quantity: 1 },
      { pickId: 3, quantity: 'x' },
      null,
      'junk',
    ]);
    expect([...byPick]).toEqual([
      [1, { quantity: 3, set: false }],
      [2, { quantity: 3, set: false }],
    ]);
    expect(pendingPickReading({ pickId: 4, quantity: Number.NaN })).toBeNull();
  });

  it('a set replaces: the last one waiting is the picked quantity the pick will have', () => {
    const byPick = pendingByPick([
      { pickId: 1, quantity: 4, set: true },
      { pickId: 1, quantity: 2, set: true },
    ]);
    expect(byPick.get(1)).toEqual({ quantity: 2, set: true });
    const [shown] = withPendingPicks([pick(1, 7)], byPick);
    expect(shown!.quantity_detected).toBe(2);
  });

  it('counts them into the picks that have some, leaving the others (and the array when none) as they are', () => {
    const picks = [pick(1, 1), pick(2, null), pick(3, 4)];
    const shown = withPendingPicks(
      picks,
      new Map([
        [1, { quantity: 3, set: false }],
        [2, { quantity: 0.1, set: false }],
      ]),
    );
    expect(shown.map((p) => p.quantity_detected)).toEqual([4, 0.1, 4]);
    expect(shown[2]).toBe(picks[2]);
    expect(picks[0]!.quantity_detected).toBe(1);
    expect(withPendingPicks(picks, new Map())).toBe(picks);
  });

  it('decimals add up without float noise', () => {
    const [shown] = withPendingPicks([pick(1, 0.2)], pendingByPick([{ pickId: 1, quantity: 0.1 }]));
    expect(shown!.quantity_detected).toBe(0.3);
  });
});
