export interface ListFlags {
  closed?: boolean | null;
  prepared?: boolean | null;
  delivered?: boolean | null;
  partial?: boolean | null;
  suspended?: boolean | null;
}

export type RowClass = 'closed' | 'partial' | 'suspended' | 'new';

/**
 * Colour of an order, picking-list, store-supply or inventory-document row: closed, prepared and
 * delivered all show as closed; otherwise partial wins over suspended, and the rest is new.
 * Documents have no suspended flag, so they are closed, partial or new.
 */
export function rowClass(flags: ListFlags): RowClass {
  if (flags.closed || flags.prepared || flags.delivered) return 'closed';
  if (flags.partial) return 'partial';
  if (flags.suspended) return 'suspended';
  return 'new';
}
