/**
 * /inventory/selection/{id}?free&picking: the inventory's per-location documents (location, closed,
 * partial, actions), searchable by name, customer and supplier, open ones first, then not partial,
 * then by name. A new or edited document may not repeat a location; a closed one cannot be opened;
 * an open one goes to mixed counting. Deleting asks first (its lines and readings go with it).
 */
import { useMemo } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  canOpenInventoryDocument,
  inventorySelectionPath,
  mixedCountPath,
  rowClass,
} from '@warehouse/shared';
import { PageLayout } from '../../lib/layout/page-layout';
import { DataTable } from '../../lib/components/data-table';
import { IconPlus } from '../../lib/components/icons';
import { dialogs } from '../../lib/dialogs';
import { m } from '../../messages/it';
import { documentColumns } from './document-columns';
import { DocumentModal } from './document-modal';
import { effectiveFlags, idParam } from './flags';
import type { InventoryDocument } from './types';
import { useDocuments } from './use-documents';
import './inventory.css';

const t = m.inventory;
const searchText = (d: InventoryDocument) => `${d.name} ${d.customer?.name ?? ''} ${d.supplier?.name ?? ''}`;

export function InventoryDocumentsScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const projectId = idParam(useParams().id) ?? 0;
  const flags = effectiveFlags(params, 'mixed');
  const { projectName, documents, locations, rows, editing, setEditing, save, remove, onSave } =
    useDocuments(projectId);

  function open(document: InventoryDocument) {
    if (!canOpenInventoryDocument(document))
      return void dialogs.warning(t.locationNotAccessible(projectName));
    void navigate(mixedCountPath(projectId, document.id, flags));
  }

  const columns = useMemo(
    () => documentColumns(setEditing, (document) => remove.mutate(document)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setEditing and remove.mutate are stable
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
