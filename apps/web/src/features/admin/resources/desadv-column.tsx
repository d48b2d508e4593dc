/**
 * An order's despatch advice (issue 44): the EANCOM DESADV of its packages with SSCCs, from
 * `GET /projects/{id}?do=despatch_advice`, saved as a file; a refusal (what is missing) is told.
 */
import { Button } from '@mantine/core';
import { getStreamed } from '../../../lib/api';
import { toast } from '../../../lib/toasts';
import { ma } from '../../../messages/admin';
import type { AdminRecord, ColumnDescriptor } from '../types';

/** Saves the order's DESADV as a file; rejects with the server's words (what is missing). */
export async function downloadDesadv(record: AdminRecord): Promise<void> {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  await getStreamed(`/projects/${String(record.id)}`, { do: 'despatch_advice' }, (chunk) =>
    chunks.push(chunk as Uint8Array<ArrayBuffer>),
  );
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob(chunks, { type: 'application/edifact' }));
  link.download = `desadv-${String(record.name ?? record.id).replace(/[^\w.-]/g, '_')}.edi`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

export const desadvColumn: ColumnDescriptor = {
  key: 'despatch_advice',
  // Read when shown: the title follows a change of language (issue 45).
  get label() {
    return ma.adminLabels.desadv.column;
  },
  sortable: false,
  exportable: false,
  hidden: true,
  render: (record) => (
    <Button
      size="compact-xs"
      variant="light"
      onClick={(e) => {
        e.stopPropagation();
        downloadDesadv(record).catch((err: Error) => toast.warning(err.message));
      }}
    >
      {ma.adminLabels.desadv.download}
    </Button>
  ),
};
