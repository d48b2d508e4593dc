/**
 * `/admin/:resource/new` and `/admin/:resource/:id`: a record's form, and the records that belong
 * to it (an item's additional barcodes, an order's picks and readings) below. `?<field>=<value>`
 * presets a new record (a child added from its parent).
 */
import { useState } from 'react';
import { Alert, Anchor, Breadcrumbs, Loader, Stack, Text, Title } from '@mantine/core';
import { useOne } from '@refinedev/core';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { ma } from '../../../messages/admin';
import { resourceNamed } from '../resources';
import { useCan } from '../shell/abilities';
import type { AdminRecord, ResourceDescriptor } from '../types';
import { ChildrenPanel } from './children-panel';
import type { Draft } from './conflict';
import { RecordForm } from './record-form';
import { rememberCreated } from './created-answer';

export function AdminEditScreen() {
  const { resource: name, id } = useParams();
  const resource = resourceNamed(name);
  const can = useCan();
  if (!resource) return <Alert color="red">{ma.admin.unknownResource(String(name))}</Alert>;
  const creating = id === undefined || id === 'new';
  if (!can('read', resource.name) || (creating && !can('create', resource.name))) {
    const verb = can('read', resource.name) ? 'creare' : 'leggere';
    return (
      <Alert color="orange" title={resource.label} data-testid="form-refused">
        {ma.admin.notAllowed(verb, resource.label)}
      </Alert>
    );
  }
  return (
    <EditRecord
      key={`${resource.name}/${id ?? 'new'}`}
      resource={resource}
      id={creating ? undefined : Number(id)}
    />
  );
}

function EditRecord({ resource, id }: { resource: ResourceDescriptor; id: number | undefined }) {
  const navigate = useNavigate();
  const [preset] = useSearchParams();
  const { query, result } = useOne<AdminRecord>({
    resource: resource.name,
    id,
    queryOptions: { enabled: id !== undefined },
  });
  // After a conflict: the user's edits on the stored record, kept while the form reloads on it;
  // dropped once saved or once the record moves past the version it was made on.
  const [draft, setDraft] = useState<Draft | null>(null);
  const listHref = paths.adminList.href(resource.name);
  const liveDraft = draft && draft.lockVersion === result?.lock_version ? draft : null;
  if (id !== undefined && query.isLoading) return <Loader />;
  if (id !== undefined && !result)
    return <Alert color="red">{query.error?.message ?? ma.admin.form.notFound}</Alert>;
  const title = result
    ? ma.admin.form.editTitle(resource.one, resource.title(result))
    : ma.admin.form.newTitle(resource.one);
  return (
    <Stack gap="md" maw={1400}>
      <Breadcrumbs>
        <Anchor component={Link} to={listHref}>
          {resource.label}
        </Anchor>
        {/* A long title is cut here (the heading below shows it whole): the page never scrolls sideways. */}
        <Text span truncate="end" miw={0}>
          {result ? resource.title(result) : ma.admin.list.new}
        </Text>
      </Breadcrumbs>
      {/* A long word (a setting's ns.key) breaks rather than pushing the phone's page sideways. */}
      <Title order={2} data-testid="edit-title" style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      <RecordForm
        key={String(result?.lock_version ?? result?.id ?? 'new')}
        resource={resource}
        record={result}
        preset={preset}
        reload={async () => (await query.refetch()).data?.data}
        draft={liveDraft}
        conflicted={setDraft}
        saved={(record, created) => {
          setDraft(null);
          if (created) {
            rememberCreated(resource.name, record);
            void navigate(paths.adminEdit.href(resource.name, record.id), { replace: true });
          } else void query.refetch();
        }}
        deleted={() => void navigate(listHref)}
      />
      {result &&
        resource.children?.map((child) => (
          <ChildrenPanel key={`${child.resource}-${child.foreignKey}`} child={child} parentId={result.id} />
        ))}
    </Stack>
  );
}
