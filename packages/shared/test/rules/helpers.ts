import type { PickQuantities } from '../../src/rules/types';

/** A pick with its expected and detected quantities. */
export const pick = (id: number, expected: number, detected: number | null = 0): PickQuantities => ({
  id,
  quantity: expected,
  quantity_detected: detected,
});
