/** The columns of the per-location documents table: location, closed, partial, edit and delete. */
import type { ColumnDef } from '@tanstack/react-table';
import { editDeleteColumn } from '../../lib/kit/edit-delete-column';
import { m } from '../../messages/it';
import type { InventoryDocument } from './types';

const t = m.inventory;

export function documentColumns(
  onEdit: (document: InventoryDocument) => void,
  onDelete: (document: InventoryDocument) => void,
): ColumnDef<InventoryDocument, unknown>[] {
  return [
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
      edit: { label: t.editDocument, testId: 'document-edit', onEdit },
      remove: {
        label: t.deleteDocument,
        testId: 'document-delete',
        question: t.deleteDocumentConfirm,
        onDelete,
      },
    }),
  ];
}
