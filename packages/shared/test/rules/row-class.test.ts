import { describe, expect, it } from 'vitest';
import { rowClass } from '../../src/rules/row-class';

describe('rowClass', () => {
  it.each([
    [{ closed: true }, 'closed'],
    [{ prepared: true }, 'closed'],
    [{ delivered: true }, 'closed'],
    [{ closed: true, partial: true, suspended: true }, 'closed'],
    [{ prepared: true, partial: true }, 'closed'],
    [{ partial: true, suspended: true }, 'partial'],
    [{ partial: true }, 'partial'],
    [{ suspended: true }, 'suspended'],
    [{ closed: false, prepared: false, delivered: false, partial: false, suspended: false }, 'new'],
    [{ closed: null, partial: null }, 'new'],
    [{}, 'new'],
  ])('%j → %s', (flags, expected) => {
    expect(rowClass(flags)).toBe(expected);
  });
});
