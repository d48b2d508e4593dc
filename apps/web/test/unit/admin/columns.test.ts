import { describe, expect, it } from 'vitest';
import { column, timestamp } from '../../../src/features/admin/resources/build';

describe('back office list columns', () => {
  const render = (value: unknown) => timestamp('last_seen_at').render!({ id: 1, last_seen_at: value });

  it('shows a moment as an Italian date and time, not the server’s ISO text', () => {
    const shown = String(render('2026-11-23T09:05:00.000Z'));
    expect(shown).toMatch(/^23\/11\/26, \d{2}:05$/);
  });

  it('shows nothing for no value and anything else as it came', () => {
    expect(render(null)).toBe('');
    expect(render('')).toBe('');
    expect(render('non una data')).toBe('non una data');
  });

  it('shows a decimal with the decimal comma, as forms and exports do; whole numbers and text as they came', () => {
    const cell = (value: unknown) => column('quantity').render!({ id: 1, quantity: value });
    expect(cell(19.5)).toBe('19,5');
    expect(cell(0.125)).toBe('0,125');
    expect(cell(12345)).toBe(12345);
    expect(cell('AB.1')).toBe('AB.1');
    expect(cell('2026-11-20')).toBe('20/11/2026');
  });
});
