/** Italian texts of the store module (part of the one catalog: `m.store`). Copied from the spec exactly. */
export const store = {} as const;
