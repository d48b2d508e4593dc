import { describe, expect, it } from 'vitest';
import type { LotTrace, TraceAnswer } from '../../../src/domain/trace';
import { foundName } from '../../../src/features/admin/trace/found-name';

const lot = (code: string, itemId: number) => ({ lot: code, item: { id: itemId } }) as unknown as LotTrace;
const answer = (over: Partial<TraceAnswer>): TraceAnswer => ({ query: '', found: 'lot', lots: [], ...over });

describe("the trace's heading names what was found, not the scanner's raw string", () => {
  it('a lot read from a GS1 label is named by its code, once even when several items carry it', () => {
    const scanned = ']C10108012345678901103L-2026-07';
    expect(foundName(answer({ query: scanned, lots: [lot('L-2026-07', 1)] }))).toBe('L-2026-07');
    expect(foundName(answer({ query: scanned, lots: [lot('L-7', 1), lot('L-7', 2)] }))).toBe('L-7');
  });

  it("a supplier's SSCC by its 18 digits; a package by its name; a TAG as asked", () => {
    expect(foundName(answer({ query: ']C100106141411234567897', found: 'sscc' }))).toBe('106141411234567897');
    const contents = { kind: 'package' as const, ref: { id: 3, name: 'PK-0003' }, lines: [] };
    expect(foundName(answer({ query: '(00)380123450000000018', found: 'package', contents }))).toBe(
      'PK-0003',
    );
    expect(foundName(answer({ query: 'E28011700000020A1B2C3D4E', found: 'tag', lots: [lot('L1', 1)] }))).toBe(
      'E28011700000020A1B2C3D4E',
    );
  });
});
