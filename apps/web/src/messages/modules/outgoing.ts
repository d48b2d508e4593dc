/** Italian texts of the outgoing module (part of the one catalog: `m.outgoing`). Copied from the spec exactly. */
export const outgoing = {} as const;
