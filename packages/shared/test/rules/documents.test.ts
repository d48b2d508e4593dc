import { describe, expect, it } from 'vitest';
import {
  exitPackagePreparation,
  parentDocumentState,
  referenceDocumentState,
} from '../../src/rules/documents';
import { pick } from './helpers';

describe('referenceDocumentState', () => {
  it('closed when every pick is exactly complete', () => {
    expect(referenceDocumentState([pick(1, 5, 5), pick(2, 1, 1)])).toEqual({ closed: true, partial: false });
  });

  it('an exceeded pick is not complete here (excess not allowed)', () => {
    expect(referenceDocumentState([pick(1, 5, 5), pick(2, 1, 2)])).toEqual({ closed: false, partial: true });
  });

  it('partial when something was detected', () => {
    expect(referenceDocumentState([pick(1, 5, 2), pick(2, 1, 0)])).toEqual({ closed: false, partial: true });
  });

  it('neither when nothing was detected', () => {
    expect(referenceDocumentState([pick(1, 5, 0), pick(2, 1, null)])).toEqual({
      closed: false,
      partial: false,
    });
  });
});

describe('exitPackagePreparation', () => {
  it('complete: writes closed, no question', () => {
    expect(exitPackagePreparation([pick(1, 5, 5)])).toEqual({
      confirm: null,
      zeroQuantityPickIds: [],
      write: { closed: true, partial: false },
      leave: true,
    });
  });

  it('partial: asks before leaving, then writes partial', () => {
    expect(exitPackagePreparation([pick(1, 5, 2)])).toEqual({
      confirm: 'exitIncomplete',
      zeroQuantityPickIds: [],
      write: { closed: false, partial: true },
      leave: true,
    });
  });

  it('nothing detected: writes neither closed nor partial, no question', () => {
    expect(exitPackagePreparation([pick(1, 5, 0)])).toEqual({
      confirm: null,
      zeroQuantityPickIds: [],
      write: { closed: false, partial: false },
      leave: true,
    });
  });
});

describe('parentDocumentState', () => {
  it('closed when every child is closed', () => {
    expect(parentDocumentState([{ closed: true }, { closed: true, partial: false }])).toEqual({
      closed: true,
      partial: false,
    });
  });

  it('partial when some child is closed', () => {
    expect(parentDocumentState([{ closed: true }, { closed: false }])).toEqual({
      closed: false,
      partial: true,
    });
  });

  it('partial when some child is partial', () => {
    expect(
      parentDocumentState([
        { closed: false, partial: true },
        { closed: false, partial: false },
      ]),
    ).toEqual({
      closed: false,
      partial: true,
    });
  });

  it('neither when no child has started', () => {
    expect(
      parentDocumentState([
        { closed: false, partial: false },
        { closed: null, partial: null },
      ]),
    ).toEqual({
      closed: false,
      partial: false,
    });
  });

  it('neither without children', () => {
    expect(parentDocumentState([])).toEqual({ closed: false, partial: false });
  });
});
