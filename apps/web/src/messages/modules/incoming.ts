/** Italian texts of the incoming module (part of the one catalog: `m.incoming`). Copied from the spec exactly. */
export const incoming = {} as const;
