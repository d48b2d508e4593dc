/**
 * /inventory/selection/{id}?free&picking: the inventory's per-location documents (location, closed,
 * partial, actions), searchable by name, customer and supplier, open ones first, then not partial,
 * then by name. A new or edited document may not repeat a location; a closed one cannot be opened;
 * an open one goes to mixed counting. Deleting asks first (its lines and readings go with it).
 */
import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  canOpenInventoryDocument,
  compareInventoryDocuments,
  duplicateLocationDocument,
  inventorySelectionPath,
  mixedCountPath,
  rowClass,
} from '@warehouse/shared';
import { PageLayout } from '../../lib/layout/page-layout';
import { queryClient } from '../../lib/api';
import { DataTable } from '../../lib/components/data-table';
import { IconPlus } from '../../lib/components/icons';
import { editDeleteColumn } from '../../lib/kit/edit-delete-column';
import { dialogs } from '../../lib/dialogs';
import { toast } from '../../lib/toasts';
import { m } from '../../messages/it';
import {
  deleteDocument,
  fetchDocuments,
  fetchLocations,
  fetchProject,
  inventoryKeys,
  saveDocument,
  type DocumentForm,
} from './api';
import { DocumentModal } from './document-modal';
import { effectiveFlags, idParam } from './flags';
import type { InventoryDocument } from './types';
import './inventory.css';

const t = m.inventory;
const searchText = (d: InventoryDocument) => `${d.name} ${d.customer?.name ?? ''} ${d.supplier?.name ?? ''}`;

export function InventoryDocumentsScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const projectId = idParam(useParams().id) ?? 0;
  const flags = effectiveFlags(params, 'mixed');
  const project = useQuery({
    queryKey: inventoryKeys.project(projectId),
    queryFn: () => fetchProject(projectId),
  });
  const documents = useQuery({
    queryKey: inventoryKeys.documents(projectId),
    queryFn: () => fetchDocuments(projectId),
  });
  const locations = useQuery({ queryKey: inventoryKeys.locations, queryFn: fetchLocations });
  const rows = useMemo(
    () => (documents.data ?? []).slice().sort(compareInventoryDocuments),
    [documents.data],
  );
  const [editing, setEditing] = useState<InventoryDocument | 'new' | null>(null);
  const projectName = project.data?.name ?? '';
  const reload = () => queryClient.invalidateQueries({ queryKey: inventoryKeys.documents(projectId) });

  const save = useMutation({
    mutationFn: ({ form, existing }: { form: DocumentForm; existing: InventoryDocument | null }) =>
      saveDocument(projectId, form, existing),
    onSuccess: async () => {
      setEditing(null);
      toast.success(t.documentSaved);
      await reload();
    },
    // A 409 (someone else changed it) shows its toast; the fresh list lets the operator redo it.
    onError: () => void reload(),
  });

  const remove = useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => toast.success(t.documentDeleted),
    onSettled: () => reload(),
  });

  function onSave(form: DocumentForm, existing: InventoryDocument | null) {
    const location = { id: form.location_id, name: form.name };
    if (duplicateLocationDocument(documents.data ?? [], location, existing?.id ?? null)) {
      void dialogs.warning(t.locationAlreadyPresent(projectName));
      return;
    }
    save.mutate({ form, existing });
  }

  function open(document: InventoryDocument) {
    if (!canOpenInventoryDocument(document))
      return void dialogs.warning(t.locationNotAccessible(projectName));
    void navigate(mixedCountPath(projectId, document.id, flags));
  }

  const columns = useMemo<ColumnDef<InventoryDocument, unknown>[]>(
    () => [
      { id: 'name', header: t.columns.location, accessorFn: (d) => d.name },
      {
        id: 'closed',
        header: t.columns.closed,
        // Already in the spec's order (closed, partial, name); no sort icons, so the row fits 360 px.
        enableSorting: false,
        accessorFn: (d) => (d.closed ? t.yes : t.no),
      },
      {
        id: 'partial',
        header: t.columns.partial,
        enableSorting: false,
        accessorFn: (d) => (d.partial ? t.yes : t.no),
      },
      editDeleteColumn<InventoryDocument>({
        header: t.columns.actions,
        edit: { label: t.editDocument, testId: 'document-edit', onEdit: setEditing },
        remove: {
          label: t.deleteDocument,
          testId: 'document-delete',
          question: t.deleteDocumentConfirm,
          onDelete: (document) => remove.mutate(document),
        },
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- remove.mutate is stable
    [],
  );

  return (
    <PageLayout title={t.documentsTitle} back={inventorySelectionPath(flags)}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="documents-project">
            {projectName}
          </Text>
          <Button
            leftSection={<IconPlus />}
            onClick={() => setEditing('new')}
            disabled={!documents.isSuccess || !locations.isSuccess}
            data-testid="document-new"
          >
            {t.newDocument}
          </Button>
        </Group>
        {documents.isPending ? (
          <Text c="dimmed">{t.loading}</Text>
        ) : (
          <div className="wh-inv-table">
            <DataTable
              testId="documents-table"
              data={rows}
              columns={columns}
              getRowId={(d) => String(d.id)}
              searchText={searchText}
              onRowClick={open}
              rowClassName={(d) => `wh-inv-doc-${rowClass(d)}`}
              emptyText={t.noDocuments}
            />
          </div>
        )}
      </Stack>
      <DocumentModal
        target={editing}
        locations={locations.data ?? []}
        busy={save.isPending}
        onSave={onSave}
        onClose={() => setEditing(null)}
      />
    </PageLayout>
  );
}
