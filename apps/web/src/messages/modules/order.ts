/** Italian texts of the order module (part of the one catalog: `m.order`). Copied from the spec exactly. */
export const order = {} as const;
