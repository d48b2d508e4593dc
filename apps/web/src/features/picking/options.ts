/**
 * The picking options of spec section 9: exceeding the expected quantity is allowed (so the excess
 * check is off and "complete" means at least the expected quantity); the remaining quantity is not
 * prefilled in the quantity field. Change them here; the rules take them as arguments.
 */
export interface PickingOptions {
  /** Detected above expected is fine and counts as complete. When false the excess check is on. */
  excessAllowed: boolean;
  /** Prefill the pick modal's quantity with the remaining quantity. */
  prefillRemaining: boolean;
}

export const PICKING_OPTIONS: Readonly<PickingOptions> = Object.freeze({
  excessAllowed: true,
  prefillRemaining: false,
});
