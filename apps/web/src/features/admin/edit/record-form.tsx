/**
 * A record's fields in a grid, 'Salva' and 'Elimina' (confirmed, with the record's `lock_version`:
 * a 409 reloads the record and says so; a record still in use says what uses it, above the
 * fields); the resource's aside beside them.
 */
import { useRef, useState } from 'react';
import { Alert, Button, Grid, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useDelete } from '@refinedev/core';
import { dialogs } from '../../../lib/dialogs';
import { toast } from '../../../lib/toasts';
import { ma } from '../../../messages/admin';
import type { DeleteMeta } from '../data/data-provider';
import type { AdminHttpError, AdminRecord, ResourceDescriptor } from '../types';
import { useCan } from '../shell/abilities';
import { FieldInput } from './field-input';
import type { Draft } from './conflict';
import { ConflictPanel } from './conflict-panel';
import { useRecordForm } from './use-record-form';
import { useRecordMeanwhile } from './use-record-meanwhile';
import { isRecordRefusal, RefusalAlert } from './refusal';
import { showFirstError } from './into-view';

interface Props {
  resource: ResourceDescriptor;
  record: AdminRecord | undefined;
  preset: URLSearchParams;
  reload: () => Promise<AdminRecord | undefined>;
  saved: (record: AdminRecord, created: boolean) => void;
  deleted: () => void;
  /** After a conflict: the user's edits on the stored record, and what changed (kept by the parent). */
  draft: Draft | null;
  conflicted: (draft: Draft) => void;
}

const WIDE = new Set(['textarea', 'code']);

export function RecordForm(props: Props) {
  const { resource, record, preset, reload, saved, deleted, draft, conflicted } = props;
  const [refusal, setRefusal] = useState<AdminHttpError | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { form, submit, creating, saving } = useRecordForm({
    resource,
    record,
    preset,
    reload,
    saved,
    refused: setRefusal,
    draft,
    conflicted,
    // After the next paint: the error is shown at its field first.
    invalid: (errors) =>
      requestAnimationFrame(() => showFirstError(formRef.current, resource.fields, errors)),
  });
  const meanwhile = useRecordMeanwhile(resource, record);
  const { mutateAsync: remove, mutation: deletingMutation } = useDelete();
  const deleting = deletingMutation.isPending;
  const can = useCan();
  // Saving and deleting only for a role the server lets do it: otherwise the form only shows.
  const maySave = !resource.readOnly && can(record ? 'update' : 'create', resource.name);
  const mayDelete = !resource.readOnly && can('destroy', resource.name);
  const readOnly = !maySave;

  const confirmDelete = async () => {
    if (!record || !(await dialogs.confirm(ma.admin.form.confirmDelete(resource.title(record))))) return;
    try {
      // The version shown: if someone changed the record meanwhile, the server deletes nothing (409).
      const meta: DeleteMeta = { lockVersion: record.lock_version };
      await remove({ resource: resource.name, id: record.id, meta });
      toast.success(ma.admin.form.deleted);
      deleted();
    } catch (e) {
      const error = e as AdminHttpError;
      if (error.statusCode === 409 && error.id === 'stale_record') {
        await reload();
        await dialogs.error(`${ma.admin.form.conflict}<br>${ma.admin.form.conflictDeleteHint}`);
        return;
      }
      if (isRecordRefusal(error)) setRefusal(error);
      else await dialogs.error(error.message);
    }
  };

  const fields = (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {resource.fields.map((f) => (
        <div key={f.name} data-cell={f.name} style={WIDE.has(f.kind) ? { gridColumn: '1 / -1' } : undefined}>
          <FieldInput field={f} disabled={readOnly} {...form.getInputProps(f.name)} />
        </div>
      ))}
    </SimpleGrid>
  );
  const Aside = resource.aside;
  return (
    <form ref={formRef} onSubmit={submit} noValidate data-testid="record-form">
      <Paper withBorder p="md">
        <RefusalAlert error={refusal} />
        {meanwhile && (
          <Alert color="orange" mb="md" data-testid="form-meanwhile">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {meanwhile}
            </Text>
            {maySave && <Text size="sm">{ma.admin.form.changedMeanwhileKept}</Text>}
          </Alert>
        )}
        {draft && draft.changes.length > 0 && (
          <ConflictPanel
            draft={draft}
            takeStored={(name) =>
              form.setFieldValue(name, draft.changes.find((c) => c.name === name)?.stored ?? '')
            }
          />
        )}
        {Aside ? (
          <Grid>
            <Grid.Col span={{ base: 12, md: 7 }}>{fields}</Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Aside record={record} values={form.values} />
            </Grid.Col>
          </Grid>
        ) : (
          fields
        )}
        {(maySave || mayDelete) && (
          <Group justify="space-between" mt="lg">
            {maySave ? (
              <Button type="submit" loading={saving} data-testid="save">
                {ma.admin.form.save}
              </Button>
            ) : (
              <span />
            )}
            {!creating && mayDelete && (
              <Button color="red" variant="light" loading={deleting} onClick={() => void confirmDelete()}>
                {ma.admin.form.delete}
              </Button>
            )}
          </Group>
        )}
      </Paper>
    </form>
  );
}
