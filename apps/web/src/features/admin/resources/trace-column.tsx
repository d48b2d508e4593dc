/** A list column linking a record to its trace (issue 34): lots, packages, orders, readings' lots. */
import { ma } from '../../../messages/admin';
import { TraceLink } from '../trace';
import type { AdminRecord, ColumnDescriptor } from '../types';

export function traceColumn(
  textOf: (record: AdminRecord) => unknown,
  itemOf?: (record: AdminRecord) => unknown,
): ColumnDescriptor {
  return {
    key: 'trace',
    // Read when shown: the title follows a change of language (issue 45).
    get label() {
      return ma.adminTrace.link;
    },
    sortable: false,
    exportable: false,
    render: (record) => {
      const text = textOf(record);
      if (typeof text !== 'string' || text === '') return null;
      const item = itemOf?.(record);
      return (
        <TraceLink q={text} itemId={typeof item === 'number' ? item : undefined}>
          {ma.adminTrace.link}
        </TraceLink>
      );
    },
  };
}
