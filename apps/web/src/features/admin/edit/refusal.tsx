/**
 * A write the server refused for the data's sake, shown at the record: a code another record already
 * has (422 `duplicate`) at its field with a link to that record, a delete of a record still in use
 * (422 `in_use`) above the form with the server's sentence naming what uses it. The server's text is
 * shown as text, never as HTML.
 */
import type { ReactNode } from 'react';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { ma } from '../../../messages/admin';
import { resourceNamed } from '../resources';
import type { AdminHttpError, FieldDescriptor } from '../types';
import { useIntoView } from './into-view';

/** The link to the record that already has the code, when the back office has a screen for it. */
function ExistingLink({ existing }: { existing: NonNullable<AdminHttpError['existing']> }) {
  if (!resourceNamed(existing.model)) return null;
  return (
    <Anchor
      component={Link}
      to={paths.adminEdit.href(existing.model, existing.id)}
      fz="inherit"
      data-testid="existing-link"
    >
      {ma.admin.form.openExisting(existing.label)}
    </Anchor>
  );
}

/** A duplicate's message at its field, with the link: `{ code: <message + link> }`; empty otherwise. */
export function duplicateFieldErrors(
  fields: readonly FieldDescriptor[],
  error: AdminHttpError,
): Record<string, ReactNode> {
  const existing = error.existing;
  if (error.id !== 'duplicate' || !existing) return {};
  const named = Object.keys(error.errors ?? {}).filter((k) => fields.some((f) => f.name === k));
  return Object.fromEntries(
    named.map((k) => [
      k,
      <span key={k}>
        {error.message} <ExistingLink existing={existing} />
      </span>,
    ]),
  );
}

/** Whether a refusal is shown at the record rather than in a dialog. */
export const isRecordRefusal = (error: AdminHttpError) => error.id === 'in_use' || error.id === 'duplicate';

/** The refusal above the form: its reason and, for a duplicate, the record that has the code. */
export function RefusalAlert({ error }: { error: AdminHttpError | null }) {
  const ref = useIntoView<HTMLDivElement>(error);
  if (!error) return null;
  return (
    <Alert
      ref={ref}
      color="red"
      mb="md"
      title={error.id === 'in_use' ? ma.admin.form.notDeleted : ma.admin.form.notSaved}
      data-testid="record-refusal"
    >
      <Stack gap={4}>
        <Text size="sm">{error.message}</Text>
        {error.existing && <ExistingLink existing={error.existing} />}
      </Stack>
    </Alert>
  );
}
