import { messages } from '../messages';
import { compareQuantities } from './quantity';

export interface QuantityInput {
  /** The quantity being entered. */
  entered: number;
  /** What earlier readings already detected. */
  detected: number;
  expected: number;
  /** Off only where a screen forbids exceeding (list inventory, package preparation). */
  excessAllowed?: boolean;
}

export type QuantityCheck =
  | { ok: true }
  | {
      ok: false;
      reason: 'invalidQuantity' | 'negativeQuantity' | 'quantityAboveExpected';
      title: string;
      text: string;
    };

/** Checks a quantity before it is saved; the failure carries the dialog title and text. */
export function validateQuantity({
  entered,
  detected,
  expected,
  excessAllowed = true,
}: QuantityInput): QuantityCheck {
  const fail = (reason: 'invalidQuantity' | 'negativeQuantity' | 'quantityAboveExpected'): QuantityCheck => ({
    ok: false,
    reason,
    title: messages.invalidQuantityTitle,
    text: messages[reason],
  });
  // An emptied or garbled number field gives NaN; it must not be saved as a quantity.
  if (!Number.isFinite(entered)) return fail('invalidQuantity');
  if (entered < 0) return fail('negativeQuantity');
  if (!excessAllowed && compareQuantities(detected + entered, expected) > 0)
    return fail('quantityAboveExpected');
  return { ok: true };
}
