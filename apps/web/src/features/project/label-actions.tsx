/**
 * 'Stampa etichette' / 'Ristampa etichette' on the preparation selection (spec §2, §5, §8), shown
 * when printer management is on: both need an online warehouse printer and a project; a reprint
 * also needs an open package.
 */
import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { findPrinter } from '../../domain/printing';
import { m } from '../../messages/it';
import { openPackagesQuery } from './api';
import { PrintLabelsModal } from './print-labels-modal';
import { ReprintModal } from './reprint-modal';

const t = m.project;

export function LabelActions({ projectId }: { projectId: number | null }) {
  const [modal, setModal] = useState<'print' | 'reprint' | null>(null);
  const packages = useQuery({ ...openPackagesQuery(projectId ?? 0), enabled: projectId !== null });
  const printer = useQuery({
    queryKey: ['printers', 'find', 'warehouse'],
    queryFn: () => findPrinter('warehouse'),
  });
  const printerId = printer.data?.is_online ? printer.data.id : null;
  const hasPackages = (packages.data?.length ?? 0) > 0;

  return (
    <>
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
    </>
  );
}
