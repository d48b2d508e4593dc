import { describe, expect, it } from 'vitest';
import { isPickingListFinished, isStoreSupplyFinished } from '../../src/rules/finished';

describe('isPickingListFinished', () => {
  it('a concluded list (store true, partial or not) is finished; a suspended one is not', () => {
    expect(isPickingListFinished({ store: true })).toBe(true);
    expect(isPickingListFinished({ closed: true })).toBe(true);
    expect(isPickingListFinished({ prepared: true })).toBe(true);
    expect(isPickingListFinished({ delivered: true })).toBe(true);
    expect(isPickingListFinished({ store: false, closed: null })).toBe(false);
    expect(isPickingListFinished({})).toBe(false);
  });
});

describe('isStoreSupplyFinished', () => {
  it('fulfilment: finished once prepared (closed there), closed or delivered; a sent supply is open', () => {
    expect(isStoreSupplyFinished({ store: true }, { picking: true })).toBe(false);
    expect(isStoreSupplyFinished({ store: true, prepared: true }, { picking: true })).toBe(true);
    expect(isStoreSupplyFinished({ closed: true }, { picking: true })).toBe(true);
  });

  it('supply creation: finished once sent to fulfilment (store true)', () => {
    expect(isStoreSupplyFinished({ store: true }, { picking: false })).toBe(true);
    expect(isStoreSupplyFinished({ store: false }, { picking: false })).toBe(false);
    expect(isStoreSupplyFinished({ delivered: true }, { picking: false })).toBe(true);
  });
});
