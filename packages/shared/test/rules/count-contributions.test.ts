import { describe, expect, it } from 'vitest';
import { contributionsOf, contributionsText, contributionsTotal } from '../../src';

const names: Record<number, string> = { 1: 'Marco', 2: 'Anna' };
const nameOf = (id: number) => names[id];

describe('count contributions', () => {
  it('sums each operator’s readings of a line, the first to count first, each with the last time', () => {
    const list = contributionsOf(
      [
        { user_id: 2, quantity: 3, created_at: '2026-12-07T10:05:00Z', updated_at: '2026-12-07T10:06:00Z' },
        { user_id: 1, quantity: '5', created_at: '2026-12-07T10:00:00Z', updated_at: '2026-12-07T10:00:00Z' },
        // A second lot counted by Anna: hers too.
        { user_id: 2, quantity: 0.1, created_at: '2026-12-07T10:07:00Z', updated_at: '2026-12-07T10:09:00Z' },
        { user_id: 2, quantity: 0.2, created_at: '2026-12-07T10:08:00Z', updated_at: '2026-12-07T10:08:00Z' },
      ],
      nameOf,
    );
    expect(list).toEqual([
      { user_id: 1, name: 'Marco', quantity: 5, at: '2026-12-07T10:00:00Z' },
      { user_id: 2, name: 'Anna', quantity: 3.3, at: '2026-12-07T10:09:00Z' },
    ]);
    expect(contributionsTotal(list)).toBe(8.3);
    expect(contributionsText(list, (q) => String(q).replace('.', ','))).toBe('Marco 5 · Anna 3,3');
  });

  it('keeps a reading without an operator, or of one no longer known, unnamed', () => {
    const list = contributionsOf(
      [
        { user_id: null, quantity: 2 },
        { user_id: 9, quantity: 1 },
      ],
      nameOf,
    );
    expect(list.map((c) => [c.user_id, c.name, c.quantity])).toEqual([
      [null, null, 2],
      [9, null, 1],
    ]);
    expect(contributionsText(list, String)).toBe('operatore sconosciuto 2 · operatore sconosciuto 1');
    expect(contributionsText(list, String, '?')).toBe('? 2 · ? 1');
    expect(contributionsOf([], nameOf)).toEqual([]);
  });
});
