/**
 * A record's form: @mantine/form checked by the resource's zod schema, saved through refine
 * (create, or update carrying `lock_version`). A 422 shows the server's message at its field (a
 * duplicate code with a link to the record that has it); a 409 `stale_record` (someone saved the
 * record meanwhile) hands the parent a draft (conflict.ts: the stored record with the user's edits
 * kept on top, the fields the other person changed listed) and reloads the record. Where both
 * changed a field, the user is asked (issue 41, as every decision): 'Marco Operatore ha impostato
 * Nome «B» alle 10:42: sostituire con Nome «C»?' — yes saves their values on the stored version, no
 * writes nothing; otherwise it says so and Salva sends the user's edits on the new version. Nothing
 * the user typed is dropped.
 */
import { useMemo } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import { useCreate, useUpdate } from '@refinedev/core';
import { timeOf } from '../../../lib/api/refusal';
import { dialogs } from '../../../lib/dialogs';
import { toast } from '../../../lib/toasts';
import { ma } from '../../../messages/admin';
import { m } from '../../../messages/it';
import type { AdminHttpError } from '../types';
import type { AdminRecord, ResourceDescriptor } from '../types';
import { mergeDraft, replaceQuestion, type Draft } from './conflict';
import { formSchema, initialValues, payloadOf, serverFieldErrors } from './schema';
import { duplicateFieldErrors, isRecordRefusal } from './refusal';

interface Options {
  resource: ResourceDescriptor;
  record: AdminRecord | undefined;
  preset: URLSearchParams;
  /** Reads the stored record again (after a conflict); resolves to it. */
  reload: () => Promise<AdminRecord | undefined>;
  saved: (record: AdminRecord, created: boolean) => void;
  /** A refusal to show at the record (a duplicate with no field of its own on the form). */
  refused: (error: AdminHttpError) => void;
  /** The draft the form starts from (after a conflict), kept by the parent across the reload. */
  draft: Draft | null;
  conflicted: (draft: Draft) => void;
  /** Fields refused (by the schema or the server): the form brings the first into view. */
  invalid: (errors: Record<string, unknown>) => void;
}

export function useRecordForm(options: Options) {
  const { resource, record, preset, reload, saved, refused, draft, conflicted, invalid } = options;
  const creating = record === undefined;
  const validate = useMemo(() => schemaResolver(formSchema(resource.fields), { sync: true }), [resource]);
  const form = useForm<Record<string, unknown>>({
    mode: 'controlled',
    initialValues: draft?.values ?? initialValues(resource.fields, record, preset),
    validate,
  });
  const { mutateAsync: create, mutation: creation } = useCreate<AdminRecord>();
  const { mutateAsync: update, mutation: updating } = useUpdate<AdminRecord>();

  const recover = async (error: AdminHttpError, mine: Record<string, unknown>): Promise<void> => {
    const original = draft?.values ?? initialValues(resource.fields, record, preset);
    const current = ((error.current as AdminRecord | undefined) ?? (await reload())) as
      AdminRecord | undefined;
    const stored = initialValues(resource.fields, current, preset);
    const next: Draft = {
      ...mergeDraft(resource.fields, original, stored, mine, current),
      by: error.by,
      at: error.at,
    };
    conflicted(next);
    if (error.current) await reload();
    const ask = { by: m.commands.replaceAsk, anonymous: m.commands.replaceAskAnonymous };
    const question = replaceQuestion(next, ma.admin.form.emptyValue, ask, timeOf);
    if (question && current && current.lock_version != null) {
      // Yes: the user's values (the stored record with their edits on top) on the stored version.
      if (await dialogs.confirm(question)) return save(next.values, current.lock_version);
      return;
    }
    // An error dialog stays until read: the user must know their change was not saved yet.
    await dialogs.error(`${ma.admin.form.conflict}<br>${ma.admin.form.conflictKeptHint}`);
  };

  const submit = form.onSubmit((values) => save(values, record?.lock_version), invalid);

  /** Saves the form's values; an update on `lockVersion` (the version the form was made on). */
  async function save(
    values: Record<string, unknown>,
    lockVersion: number | null | undefined,
  ): Promise<void> {
    const payload = payloadOf(resource.fields, values, creating);
    try {
      if (creating) {
        const { data } = await create({ resource: resource.name, values: payload });
        toast.success(ma.admin.form.created);
        saved(data, true);
      } else {
        const { data } = await update({
          resource: resource.name,
          id: record.id,
          values: lockVersion === undefined ? payload : { ...payload, lock_version: lockVersion },
        });
        toast.success(ma.admin.form.saved);
        form.resetDirty();
        saved(data, false);
      }
    } catch (e) {
      const error = e as AdminHttpError;
      if (error.statusCode === 409 && error.id === 'stale_record') return recover(error, values);
      const duplicate = duplicateFieldErrors(resource.fields, error);
      const at = Object.keys(duplicate).length > 0 ? duplicate : serverFieldErrors(resource.fields, error);
      if (Object.keys(at).length > 0) {
        form.setErrors(at);
        invalid(at);
      } else if (isRecordRefusal(error)) refused(error);
      else await dialogs.error(error.message);
    }
  }

  return { form, submit, creating, saving: creation.isPending || updating.isPending };
}
