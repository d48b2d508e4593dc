/**
 * The live note above an open back-office form (issue 41): the record the form was made on is
 * followed live, and when someone else saves it the form says who, which fields with their stored
 * values, and when ('Nel frattempo Anna ha modificato Descrizione «Nuova» alle 10:42'). The form
 * itself is not touched: what the administrator typed and the version it was made on stay, so Salva
 * goes through the conflict's flow (use-record-form: the stored record with their edits on top, the
 * question where both changed a field). Once the form is rebuilt on a newer version the note goes.
 */
import { useEffect, useState } from 'react';
import { fetchLastWriter } from '../../../domain/projects';
import { api } from '../../../lib/api';
import { timeOf } from '../../../lib/api/refusal';
import { useLive } from '../../../lib/live/use-live';
import { ma } from '../../../messages/admin';
import type { AdminRecord, ResourceDescriptor } from '../types';
import { shownValue } from './conflict';
import { initialValues } from './schema';

const t = ma.admin.form;
const NO_PRESET = new URLSearchParams();

interface Meanwhile {
  record: AdminRecord;
  by?: { name: string };
  at?: string;
}

/** The fields `now` holds otherwise than `shown`, as 'Label «value»', joined; '' when none. */
export function changedFields(resource: ResourceDescriptor, shown: AdminRecord, now: AdminRecord): string {
  const before = initialValues(resource.fields, shown, NO_PRESET);
  const after = initialValues(resource.fields, now, NO_PRESET);
  return resource.fields
    .filter((f) => f.kind !== 'password' && JSON.stringify(before[f.name]) !== JSON.stringify(after[f.name]))
    .map((f) => `${f.label} «${shownValue(after[f.name], t.emptyValue)}»`)
    .join(', ');
}

/** `record`: as the form shows it (undefined while creating: nothing to follow). */
export function useRecordMeanwhile(resource: ResourceDescriptor, record: AdminRecord | undefined) {
  const [seen, setSeen] = useState<Meanwhile | null>(null);
  const id = record?.id;
  const version = record?.lock_version;
  useEffect(() => setSeen(null), [id, version]);

  const readAgain = () => {
    if (id === undefined) return;
    void Promise.all([
      api.getById<AdminRecord>(resource.name, id),
      fetchLastWriter(id, resource.name).catch(() => ({}) as Awaited<ReturnType<typeof fetchLastWriter>>),
    ])
      .then(([fresh, writer]) => setSeen({ record: fresh, ...writer }))
      .catch(() => undefined); // deleted or out of reach: Salva will say so
  };
  useLive(id === undefined ? null : { models: [resource.name] }, {
    onChange: (events) => {
      if (events.some((e) => e.model === resource.name && e.id === id)) readAgain();
    },
    onResync: readAgain,
  });

  if (!record || !seen || seen.record.id !== id || seen.record.lock_version === version) return null;
  const fields = changedFields(resource, record, seen.record);
  if (!fields) return null;
  return seen.by?.name && seen.at
    ? t.changedMeanwhileBy(seen.by.name, fields, timeOf(seen.at))
    : t.changedMeanwhile(fields);
}
