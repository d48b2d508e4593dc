/**
 * A setting's value in the list: the module switches (`track.enable_*`) toggle in place; any
 * other setting shows its text. The handheld home reads the switches at its next start.
 */
import { Switch } from '@mantine/core';
import { useUpdate } from '@refinedev/core';
import { toast } from '../../../lib/toasts';
import { ma } from '../../../messages/admin';
import { useCan } from '../shell/abilities';
import type { AdminRecord } from '../types';

const isSwitch = (r: AdminRecord) => r.ns === 'track' && String(r.key).startsWith('enable_');

function SwitchCell({ record }: { record: AdminRecord }) {
  const { mutate, mutation } = useUpdate();
  const mayChange = useCan()('update', 'settings');
  const isPending = mutation.isPending;
  const on = record.raw === 'true';
  return (
    <Switch
      checked={on}
      disabled={isPending || !mayChange}
      aria-label={String(record.key)}
      onClick={(e) => e.stopPropagation()}
      onChange={() =>
        mutate(
          { resource: 'settings', id: record.id, values: { raw: on ? 'false' : 'true' } },
          { onSuccess: () => toast.success(ma.admin.form.saved), onError: (e) => toast.warning(e.message) },
        )
      }
    />
  );
}

/** The GS1 company prefix not set: say what is missing and what it stops (issue 44). */
export const isMissingPrefix = (r: Record<string, unknown>) =>
  r.ns === 'gs1' && r.key === 'company_prefix' && String(r.raw ?? '').trim() === '';

export function ModuleSwitch(record: AdminRecord) {
  if (isSwitch(record)) return <SwitchCell record={record} />;
  if (isMissingPrefix(record)) return ma.adminLabels.missingPrefix;
  return String(record.raw ?? '');
}
