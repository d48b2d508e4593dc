/**
 * /project/selection?incoming&outgoing&picking&revision&locked&keepProject (spec §2, §5, §6): the
 * chained selects project → document → reference item, each enabled once the previous is chosen and
 * each chosen by reading its name too; supervisors also see closed documents and reference items,
 * marked '(X) '. 'Stampa etichette' / 'Ristampa etichette' (printer management on) and 'Procedi'.
 */
import { useEffect, useMemo, useState } from 'react';
import { Button, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { validateSingleTag } from '@warehouse/shared';
import type { Document } from '../../domain/records';
import { currentUserIsSupervisor } from '../../domain/users';
import { dialogs } from '../../lib/dialogs';
import { PageLayout } from '../../lib/layout/page-layout';
import { paths } from '../../lib/paths';
import { findPrinter } from '../../lib/printing';
import { useReadings } from '../../lib/reader';
import { useLocalSettings } from '../../lib/settings/local-settings';
import { m } from '../../messages/it';
import {
  openPackagesQuery,
  preparationDocumentsQuery,
  preparationProjectsQuery,
  referenceItemsQuery,
} from './api';
import { PrintLabelsModal, ReprintModal } from './labels';
import { flagsQuery, preparationTypology, readFlags } from './mode';

const t = m.project;
/** The project chosen last, restored when coming back with keepProject=true. */
const KEPT_PROJECT = 'warehouse.project.selection';

const documentLabel = (doc: Document) => `${doc.closed ? t.closedMark : ''}${doc.name}`;
const asOptions = (docs: readonly Document[]) =>
  docs.map((d) => ({ value: String(d.id), label: documentLabel(d) }));

export function ProjectSelectionScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const flags = useMemo(() => readFlags(params), [params]);
  const supervisor = currentUserIsSupervisor();
  const { printerManagement } = useLocalSettings();
  const [projectId, setProjectId] = useState<number | null>(() =>
    params.get('keepProject') === 'true' ? Number(sessionStorage.getItem(KEPT_PROJECT)) || null : null,
  );
  const [documentId, setDocumentId] = useState<number | null>(null);
  const [referenceItemId, setReferenceItemId] = useState<number | null>(null);
  const [modal, setModal] = useState<'print' | 'reprint' | null>(null);

  const projects = useQuery(preparationProjectsQuery(preparationTypology(flags)));
  const documents = useQuery({
    ...preparationDocumentsQuery(projectId ?? 0, supervisor),
    enabled: projectId !== null,
  });
  const referenceItems = useQuery({
    ...referenceItemsQuery(documentId ?? 0, supervisor),
    enabled: documentId !== null,
  });
  const packages = useQuery({
    ...openPackagesQuery(projectId ?? 0),
    enabled: projectId !== null && printerManagement,
  });
  const printer = useQuery({
    queryKey: ['printers', 'find', 'warehouse'],
    queryFn: () => findPrinter('warehouse'),
    enabled: printerManagement,
  });
  const printerId = printer.data?.is_online ? printer.data.id : null;

  useEffect(() => {
    if (projectId !== null) sessionStorage.setItem(KEPT_PROJECT, String(projectId));
  }, [projectId]);

  const chooseProject = (id: number | null) => {
    setProjectId(id);
    setDocumentId(null);
    setReferenceItemId(null);
  };
  const chooseDocument = (id: number | null) => {
    setDocumentId(id);
    setReferenceItemId(null);
  };

  useReadings(
    (reading) => {
      const single = validateSingleTag(reading);
      if (!single.ok) return void dialogs.warning(single.message);
      const code = single.tag.trim();
      const project = projects.data?.find((p) => p.name === code);
      if (project) return chooseProject(project.id);
      if (projectId === null) return void dialogs.warning(m.scan.withCode(code, m.scan.projectNotFound));
      const doc = documents.data?.find((d) => d.name === code);
      if (doc) return chooseDocument(doc.id);
      const ref = referenceItems.data?.find((d) => d.name === code);
      if (ref) return setReferenceItemId(ref.id);
      void dialogs.warning(m.scan.withCode(code, m.scan.documentNotFound));
    },
    { ignoreWhileDialogOpen: true },
  );

  const proceed = () => {
    if (projectId === null || documentId === null || referenceItemId === null) return;
    void navigate(
      paths.projectManagement.href(
        projectId,
        flagsQuery(flags, { document: documentId, referenceItem: referenceItemId }),
      ),
    );
  };
  const hasPackages = (packages.data?.length ?? 0) > 0;

  return (
    <PageLayout title={t.selectionTitle} back={paths.home.href()}>
      <Stack gap="sm">
        <Select
          label={t.project}
          placeholder={t.choose}
          data={(projects.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          value={projectId === null ? null : String(projectId)}
          onChange={(v) => chooseProject(v ? Number(v) : null)}
          searchable
          nothingFoundMessage={t.none}
          data-testid="select-project"
          size="md"
        />
        <Select
          label={t.document}
          placeholder={t.choose}
          data={asOptions(documents.data ?? [])}
          value={documentId === null ? null : String(documentId)}
          onChange={(v) => chooseDocument(v ? Number(v) : null)}
          disabled={projectId === null}
          searchable
          nothingFoundMessage={t.none}
          data-testid="select-document"
          size="md"
        />
        <Select
          label={t.referenceItem}
          placeholder={t.choose}
          data={asOptions(referenceItems.data ?? [])}
          value={referenceItemId === null ? null : String(referenceItemId)}
          onChange={(v) => setReferenceItemId(v ? Number(v) : null)}
          disabled={projectId === null || documentId === null}
          searchable
          nothingFoundMessage={t.none}
          data-testid="select-reference-item"
          size="md"
        />
        {printerManagement && (
          <Stack gap="xs">
            <Button
              variant="light"
              h={44}
              px="xs"
              disabled={printerId === null || projectId === null}
              onClick={() => setModal('print')}
              data-testid="print-labels"
            >
              {t.printLabels}
            </Button>
            <Button
              variant="light"
              h={44}
              px="xs"
              disabled={printerId === null || projectId === null || !hasPackages}
              onClick={() => setModal('reprint')}
              data-testid="reprint-labels"
            >
              {t.reprintLabels}
            </Button>
          </Stack>
        )}
        <Button
          h={44}
          disabled={projectId === null || documentId === null || referenceItemId === null}
          onClick={proceed}
          data-testid="proceed"
        >
          {t.proceed}
        </Button>
      </Stack>
      <PrintLabelsModal
        opened={modal === 'print'}
        projectId={projectId}
        printerId={printerId}
        onClose={() => setModal(null)}
        onCreated={() => void packages.refetch()}
      />
      <ReprintModal
        opened={modal === 'reprint'}
        packages={packages.data ?? []}
        printerId={printerId}
        onClose={() => setModal(null)}
      />
    </PageLayout>
  );
}
