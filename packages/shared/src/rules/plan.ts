import type { ConfirmKey, Id, Plan } from './types';

/** Builds a plan; the defaults are "no confirmation, no zero-quantity readings, leave". */
export function plan<W>(
  write: W | null,
  options: { confirm?: ConfirmKey; zeroQuantityPickIds?: Id[]; leave?: boolean } = {},
): Plan<W> {
  return {
    confirm: options.confirm ?? null,
    zeroQuantityPickIds: options.zeroQuantityPickIds ?? [],
    write,
    leave: options.leave ?? true,
  };
}

/** The plan of an action that does nothing and keeps the user on the screen. */
export function stay<W>(): Plan<W> {
  return plan<W>(null, { leave: false });
}
