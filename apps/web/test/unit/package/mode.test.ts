import { describe, expect, it } from 'vitest';
import { isRevision, packageFlags } from '../../../src/features/package/mode';

describe('package screen flags', () => {
  it('revision is on for true or a bare flag, off otherwise', () => {
    expect(isRevision('?revision=true')).toBe(true);
    expect(isRevision('?revision')).toBe(true);
    expect(isRevision('?revision=false')).toBe(false);
    expect(isRevision('?revision=0')).toBe(false);
    expect(isRevision('')).toBe(false);
  });

  it('carries the five flags, normalised, and nothing else back to the selection', () => {
    expect(packageFlags('?outgoing&revision=false&document=7&q=<b>')).toBe(
      'incoming=false&outgoing=true&picking=false&revision=false&locked=false',
    );
  });
});
