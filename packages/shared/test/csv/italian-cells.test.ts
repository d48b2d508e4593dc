import { describe, expect, it } from 'vitest';
import {
  italianBoolean,
  italianBooleanText,
  italianDate,
  italianDateText,
  italianMoment,
  italianMomentText,
} from '../../src/csv/italian-cells';

describe('cells as an Italian Excel reads them, and back', () => {
  it("booleans are 'Sì' and 'No', read back in any case, with or without the accent", () => {
    expect([italianBooleanText(true), italianBooleanText(false)]).toEqual(['Sì', 'No']);
    expect(['Sì', 'si', 'SI', 'No', 'no', 'forse'].map(italianBoolean)).toEqual([
      true,
      true,
      true,
      false,
      false,
      undefined,
    ]);
  });

  it('dates are dd/mm/yyyy; an impossible day is not one', () => {
    expect(italianDateText('2026-11-23')).toBe('23/11/2026');
    expect(italianDate('23/11/2026')).toBe('2026-11-23');
    expect(italianDate('3/2/2026')).toBe('2026-02-03');
    expect(italianDate('31/02/2026')).toBeUndefined();
    expect(italianDate('2026-11-23')).toBeUndefined();
  });

  it("moments are Italy's clock, summer and winter, and read back to the same moment", () => {
    const winter = new Date('2026-01-15T09:05:00Z');
    const summer = new Date('2026-07-15T09:05:07Z');
    expect(italianMomentText(winter)).toBe('15/01/2026 10:05:00');
    expect(italianMomentText(summer)).toBe('15/07/2026 11:05:07');
    expect(italianMoment('15/01/2026 10:05:00')?.toISOString()).toBe(winter.toISOString());
    expect(italianMoment('15/07/2026 11:05:07')?.toISOString()).toBe(summer.toISOString());
    expect(italianMoment('15/07/2026 11:05')?.toISOString()).toBe('2026-07-15T09:05:00.000Z');
    expect(italianMoment('2026-07-15T09:05:00Z')).toBeUndefined();
  });
});
