/**
 * Beside an order's form: its progress, and its despatch advice (issue 44) as a button a handheld
 * reaches too (the list's DESADV column is hidden and to the right on a narrow screen).
 */
import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { toast } from '../../../lib/toasts';
import { ma } from '../../../messages/admin';
import { ProjectProgress } from '../edit/project-progress';
import type { AdminRecord } from '../types';
import { downloadDesadv } from './desadv-column';

export function OrderAside({ record }: { record: AdminRecord | undefined; values: Record<string, unknown> }) {
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  return (
    <Stack gap="md">
      <ProjectProgress record={record} />
      <Button
        variant="light"
        loading={busy}
        data-testid="desadv-download"
        onClick={() => {
          setBusy(true);
          downloadDesadv(record)
            .catch((err: Error) => toast.warning(err.message))
            .finally(() => setBusy(false));
        }}
      >
        {ma.adminLabels.desadv.download}
      </Button>
    </Stack>
  );
}
