import { createRecordReads } from './record-reads';
import { createRecordWrites } from './record-writes';
import type { RecordsDeps } from './record-reads';

export type { ListQuery, ListResult, RecordsDeps } from './record-reads';

/**
 * The generic model operations behind every route: search and read (record-reads.ts), and
 * transactional writes through the model hooks (record-writes.ts).
 */
export function createRecords(deps: RecordsDeps) {
  const reads = createRecordReads(deps);
  const writes = createRecordWrites(deps, reads);
  return {
    show: reads.show,
    list: reads.list,
    count: reads.count,
    ...writes,
    present: reads.presentCtx,
  };
}

export type Records = ReturnType<typeof createRecords>;
