/** Italian texts of the picking module (part of the one catalog: `m.picking`). Copied from the spec exactly. */
export const picking = {} as const;
