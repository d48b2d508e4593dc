import { describe, expect, it } from 'vitest';
import type { Pick } from '../../../src/domain/records';
import { pickReadingOf } from '../../../src/domain/readings';

const pick = {
  id: 7,
  project_id: 3,
  item_id: 11,
  location_id: null,
  item: { id: 11, code: 'OLI-1L', location_id: 42 },
} as unknown as Pick;

describe('the reading a confirmed quantity of a pick becomes', () => {
  it("goes to the pick's list, in its item's place when the pick has none, with the lot read", () => {
    const { reading, label } = pickReadingOf(pick, 2.5, { lot: 'L2611', expiryDate: '2027-06-30' });
    expect(reading).toMatchObject({ project_id: 3, pick_id: 7, item_id: 11, location_id: 42, quantity: 2.5 });
    expect(reading).toMatchObject({ lot: 'L2611', expiry_date: '2027-06-30' });
    expect(label).toBe('OLI-1L × 2,5');
  });

  it('goes where the screen says: another order, a chosen place or none', () => {
    expect(pickReadingOf(pick, 1, {}, { projectId: 9, locationId: 5 }).reading).toMatchObject({
      project_id: 9,
      location_id: 5,
    });
    expect(pickReadingOf(pick, 1, {}, { locationId: null }).reading.location_id).toBeNull();
  });
});
