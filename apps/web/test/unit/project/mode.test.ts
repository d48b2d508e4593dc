import { describe, expect, it } from 'vitest';
import {
  flagsQuery,
  matchesFilter,
  preparationTypology,
  readFlags,
} from '../../../src/features/project/mode';

describe('package preparation flags', () => {
  it("reads booleans only from the text 'true' and writes them back in the spec's order", () => {
    const flags = readFlags(new URLSearchParams('incoming=TRUE&outgoing=true&picking=1&locked=true'));
    expect(flags).toEqual({ incoming: false, outgoing: true, picking: false, revision: false, locked: true });
    expect(String(flagsQuery(flags, { keepProject: 'true' }))).toBe(
      'incoming=false&outgoing=true&picking=false&revision=false&locked=true&keepProject=true',
    );
  });

  it('lists supplier orders for incoming, picking lists for outgoing, preparation projects otherwise', () => {
    const none = readFlags(new URLSearchParams(''));
    expect(preparationTypology({ ...none, incoming: true })).toBe('AC');
    expect(preparationTypology({ ...none, outgoing: true })).toBe('LP');
    expect(preparationTypology({ ...none, picking: true })).toBe('PC');
  });
});

describe('management filter (spec §9: 1 not finished, 2 all, 3 read, 4 not read)', () => {
  const picks: [number, number][] = [
    [2, 0],
    [2, 1],
    [2, 2],
  ];
  const shown = (filter: '1' | '2' | '3' | '4') => picks.filter(([e, d]) => matchesFilter(filter, e, d));
  it('keeps the picks each value names', () => {
    expect(shown('1')).toEqual([
      [2, 0],
      [2, 1],
    ]);
    expect(shown('2')).toHaveLength(3);
    expect(shown('3')).toEqual([
      [2, 1],
      [2, 2],
    ]);
    expect(shown('4')).toEqual([[2, 0]]);
  });
});
