/**
 * Actions on the selected rows, each one server call for all of them or none
 * (`PUT|DELETE /{model}/multi?ids=…`): delete (confirmed) and set one field to one value. Both
 * send each record's `lock_version`. A 409 names every record changed meanwhile and nothing is
 * written; the list reloads (the selection follows it). An edit then offers to apply the very same
 * values again, to the same records at the versions now stored; a delete is redone by hand.
 */
import { useState } from 'react';
import { Button, Group, Popover, Select, Stack, Text } from '@mantine/core';
import { useDeleteMany, useInvalidate, useUpdateMany } from '@refinedev/core';
import { dialogs } from '../../../lib/dialogs';
import { toast } from '../../../lib/toasts';
import { ma } from '../../../messages/admin';
import { FieldInput } from '../edit/field-input';
import type { AdminHttpError, BulkMeta } from '../data/data-provider';
import type { AdminRecord, FieldDescriptor, ResourceDescriptor } from '../types';
import { bulkValues, lockVersionsOf, withStoredVersions, type BulkValues } from './bulk-edit';

interface Props {
  resource: ResourceDescriptor;
  selected: AdminRecord[];
  mayUpdate: boolean;
  mayDelete: boolean;
  done: () => void;
}

/** A flag in the bulk edit is a choice of Sì or No, so 'not chosen' is visible and never sent. */
const bulkInput = (field: FieldDescriptor): FieldDescriptor =>
  field.kind === 'boolean'
    ? {
        ...field,
        kind: 'select',
        options: [
          { value: 'true', label: ma.admin.list.yes },
          { value: 'false', label: ma.admin.list.no },
        ],
      }
    : field;

export function BulkActions({ resource, selected, mayUpdate, mayDelete, done }: Props) {
  const { mutateAsync: deleteMany, mutation: deletingMutation } = useDeleteMany();
  const { mutateAsync: updateMany, mutation: updatingMutation } = useUpdateMany();
  const bulkFields = resource.fields.filter((f) => f.bulk);
  const [fieldName, setFieldName] = useState<string | null>(bulkFields[0]?.name ?? null);
  const [value, setValue] = useState<unknown>(null);
  const invalidate = useInvalidate();
  const ids = selected.map((r) => r.id);
  const field = bulkFields.find((f) => f.name === fieldName);
  const values = bulkValues(field, field?.kind === 'boolean' && value !== null ? value === 'true' : value);

  /** Nothing was written: the list reloads and the dialog names every record changed meanwhile. */
  const staleTitles = async (error: AdminHttpError) => {
    await invalidate({ resource: resource.name, invalidates: ['list', 'many'] });
    return (error.stale ?? []).map(({ id }) => {
      const record = selected.find((r) => r.id === id);
      return record ? resource.title(record) : `#${id}`;
    });
  };

  const remove = async () => {
    if (!(await dialogs.confirm(ma.admin.list.confirmDeleteMany(ids.length)))) return;
    try {
      const meta: BulkMeta = { lockVersions: lockVersionsOf(selected) };
      await deleteMany({ resource: resource.name, ids, meta });
      toast.success(ma.admin.list.deletedMany(ids.length));
      done();
    } catch (e) {
      const error = e as AdminHttpError;
      if (error.id !== 'stale_record') return dialogs.error(error.message);
      const titles = await staleTitles(error);
      await dialogs.error(ma.admin.list.staleManyDelete(titles.length, titles.join(', ')));
    }
  };

  /** Sends `edit` to the selection; after a 409, the same `edit` again if the user says so. */
  const apply = async (edit: BulkValues, lockVersions: Record<string, number>): Promise<void> => {
    try {
      await updateMany({ resource: resource.name, ids, values: edit, meta: { lockVersions } });
      toast.success(ma.admin.list.updatedMany(ids.length));
      done();
    } catch (e) {
      const error = e as AdminHttpError;
      if (error.id !== 'stale_record') return dialogs.error(error.message);
      const titles = await staleTitles(error);
      const fields = Object.keys(edit).map((name) => bulkFields.find((f) => f.name === name)?.label ?? name);
      const again = await dialogs.confirm(
        ma.admin.list.staleManyReapply(titles.length, titles.join(', '), fields.join(', '), ids.length),
      );
      if (again) await apply(edit, withStoredVersions(lockVersions, error.stale ?? []));
    }
  };

  return (
    <Group gap="sm" data-testid="bulk-actions">
      <Text size="sm" fw={600}>
        {ma.admin.list.selected(ids.length)}
      </Text>
      {mayUpdate && field && (
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
                field={{ ...bulkInput(field), label: ma.admin.list.bulkValue }}
                value={value}
                onChange={setValue}
                inPopover
              />
              <Button
                loading={updatingMutation.isPending}
                disabled={!values}
                onClick={() => values && void apply(values, lockVersionsOf(selected))}
              >
                {ma.admin.list.apply}
              </Button>
            </Stack>
          </Popover.Dropdown>
        </Popover>
      )}
      {mayDelete && (
        <Button
          size="xs"
          color="red"
          variant="light"
          loading={deletingMutation.isPending}
          onClick={() => void remove()}
        >
          {ma.admin.list.deleteSelected}
        </Button>
      )}
    </Group>
  );
}
