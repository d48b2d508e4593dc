/**
 * The per-location documents of one inventory with their saving and deleting. A new or edited
 * document may not repeat a location; after a save or a delete the list is fetched again.
 */
import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { compareInventoryDocuments, duplicateLocationDocument } from '@warehouse/shared';
import { useLiveScreen } from '../../domain/live';
import { queryClient } from '../../lib/api';
import { dialogs } from '../../lib/dialogs';
import { toast } from '../../lib/toasts';
import { m } from '../../messages/it';
import {
  deleteDocument,
  fetchDocuments,
  fetchDocumentsByIds,
  fetchLocations,
  fetchProject,
  inventoryKeys,
  saveDocument,
  type DocumentForm,
} from './api';
import type { InventoryDocument } from './types';

const t = m.inventory;

export function useDocuments(projectId: number) {
  const project = useQuery({
    queryKey: inventoryKeys.project(projectId),
    queryFn: () => fetchProject(projectId),
  });
  const documents = useQuery({
    queryKey: inventoryKeys.documents(projectId),
    queryFn: () => fetchDocuments(projectId),
  });
  const locations = useQuery({ queryKey: inventoryKeys.locations, queryFn: fetchLocations });
  // A document created, closed or deleted by another operator shows here. `within`: the inventory's
  // documents only, not its readings; a changed document is read again alone (a count changes its
  // totals at every reading), a new or deleted one reloads the list.
  useLiveScreen({
    within: [`documents:${projectId}`],
    models: ['locations'],
    reload: [inventoryKeys.documents(projectId), inventoryKeys.locations],
    rows: { model: 'documents', key: inventoryKeys.documents(projectId), load: fetchDocumentsByIds },
  });
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

  return { projectName, documents, locations, rows, editing, setEditing, save, remove, onSave };
}
