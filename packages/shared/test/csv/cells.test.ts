import { describe, expect, it } from 'vitest';
import { csvLine, neutraliseCell } from '../../src/csv/cells';

describe('CSV cells (export and the rejected-rows report)', () => {
  it.each(['=1+1', '+39 06', '-2', '@SUM(A1)', '\tx', '\rx'])('%j gets a leading quote', (cell) => {
    expect(neutraliseCell(cell)).toBe(`'${cell}`);
  });

  it('ordinary text, numbers and empty values stay as they are', () => {
    expect(neutraliseCell('Vite M4')).toBe('Vite M4');
    expect(neutraliseCell(12.5)).toBe('12.5');
    expect(neutraliseCell(null)).toBe('');
    expect(neutraliseCell('a=b')).toBe('a=b');
  });

  it('a line quotes cells with the separator, quotes or line breaks, and ends with CRLF', () => {
    expect(csvLine(['a;b', 'say "hi"', 'two\nlines', '=x'])).toBe('"a;b";"say ""hi""";"two\nlines";\'=x\r\n');
  });
});
