/**
 * Actions on the selected rows, each one server call for all of them or none
 * (`PUT|DELETE /{model}/multi?ids=…`): delete (confirmed) and set one field to one value. Both
 * send each record's `lock_version`; a 409 names every record changed meanwhile, nothing is
 * written, the list reloads (the selection follows the reloaded records) and the user redoes it.
 */
import { useState } from 'react';
import { Button, Group, Popover, Select, Stack, Text } from '@mantine/core';
import { useDeleteMany, useInvalidate, useUpdateMany } from '@refinedev/core';
import { dialogs } from '../../../lib/dialogs';
import { toast } from '../../../lib/toasts';
import { ma } from '../../../messages/admin';
import { FieldInput } from '../edit/field-input';
import type { AdminHttpError, BulkMeta } from '../data/data-provider';
import type { AdminRecord, ResourceDescriptor } from '../types';

interface Props {
  resource: ResourceDescriptor;
  selected: AdminRecord[];
  done: () => void;
}

export function BulkActions({ resource, selected, done }: Props) {
  const { mutateAsync: deleteMany, mutation: deletingMutation } = useDeleteMany();
  const deleting = deletingMutation.isPending;
  const { mutateAsync: updateMany, mutation: updatingMutation } = useUpdateMany();
  const updating = updatingMutation.isPending;
  const bulkFields = resource.fields.filter((f) => f.bulk);
  const [fieldName, setFieldName] = useState<string | null>(bulkFields[0]?.name ?? null);
  const [value, setValue] = useState<unknown>(null);
  const invalidate = useInvalidate();
  const ids = selected.map((r) => r.id);
  const field = bulkFields.find((f) => f.name === fieldName);

  /**
   * A 409 `stale_record`: nothing was written. The list reloads (the selection follows it, with
   * the new lock_versions) and a dialog names every record someone changed meanwhile.
   */
  const failed = async (e: unknown, deleting = false) => {
    const error = e as AdminHttpError;
    if (error.id === 'stale_record' && error.stale) {
      const titles = error.stale.map(({ id }) => {
        const record = selected.find((r) => r.id === id);
        return record ? resource.title(record) : `#${id}`;
      });
      await invalidate({ resource: resource.name, invalidates: ['list', 'many'] });
      const say = deleting ? ma.admin.list.staleManyDelete : ma.admin.list.staleMany;
      await dialogs.error(say(titles.length, titles.join(', ')));
      return;
    }
    await dialogs.error(error.message);
  };
  const remove = async () => {
    if (!(await dialogs.confirm(ma.admin.list.confirmDeleteMany(ids.length)))) return;
    try {
      await deleteMany({
        resource: resource.name,
        ids,
        meta: { lockVersions: lockVersionsOf(selected) } satisfies BulkMeta,
      });
      toast.success(ma.admin.list.deletedMany(ids.length));
      done();
    } catch (e) {
      await failed(e, true);
    }
  };
  const apply = async () => {
    if (!field) return;
    try {
      await updateMany({
        resource: resource.name,
        ids,
        values: { [field.name]: value },
        meta: { lockVersions: lockVersionsOf(selected) } satisfies BulkMeta,
      });
      toast.success(ma.admin.list.updatedMany(ids.length));
      done();
    } catch (e) {
      await failed(e);
    }
  };

  return (
    <Group gap="sm" data-testid="bulk-actions">
      <Text size="sm" fw={600}>
        {ma.admin.list.selected(ids.length)}
      </Text>
      {field && (
        <Popover position="bottom-start" shadow="md" trapFocus>
          <Popover.Target>
            <Button size="xs" variant="light">
              {ma.admin.list.editSelected}
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack w={280}>
              <Select
                label={ma.admin.list.bulkField}
                data={bulkFields.map((f) => ({ value: f.name, label: f.label }))}
                value={fieldName}
                onChange={(v) => {
                  setFieldName(v);
                  setValue(null);
                }}
                allowDeselect={false}
                comboboxProps={{ withinPortal: false }}
              />
              <FieldInput
                field={{ ...field, label: ma.admin.list.bulkValue }}
                value={value}
                onChange={setValue}
                inPopover
              />
              <Button loading={updating} onClick={() => void apply()}>
                {ma.admin.list.apply}
              </Button>
            </Stack>
          </Popover.Dropdown>
        </Popover>
      )}
      <Button size="xs" color="red" variant="light" loading={deleting} onClick={() => void remove()}>
        {ma.admin.list.deleteSelected}
      </Button>
    </Group>
  );
}

/** Each selected record's `lock_version` by id (records without one are not checked). */
function lockVersionsOf(records: readonly AdminRecord[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const record of records) {
    if (typeof record.lock_version === 'number') out[String(record.id)] = record.lock_version;
  }
  return out;
}
