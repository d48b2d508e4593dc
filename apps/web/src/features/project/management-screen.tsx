/**
 * /project/management/{id}?…&document&referenceItem (spec §2, §4, §5, §6): the picks of a reference
 * item, run by the scan engine. A reading adds a reading for everyone (quantity 1, +1 per repeated
 * reading); exceeding the expected quantity is refused ('Quantità non valida'). Supervisors also
 * open a row by tap, delete readings, choose or create the package. Back runs one server command
 * that recalculates reference item, parent and (by setting) project, then goes back to selection.
 */
import { useEffect, useMemo, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { detectedOf, expectedOf } from '../../domain/picks';
import { LiveUpdates } from '../../domain/live-updates';
import { currentUserIsSupervisor } from '../../domain/users';
import { PendingWritesAlert } from '../../lib/components/pending-writes-alert';
import { dialogs } from '../../lib/dialogs';
import { PageLayout } from '../../lib/layout/page-layout';
import { OutboxStatus } from '../../lib/outbox/outbox-status';
import { m } from '../../messages/it';
import { documentQuery, openPackagesQuery } from './api';
import { matchesFilter, type PickFilter } from './mode';
import { PickFilterControl } from './pick-filter';
import { PicksTable } from './picks-table';
import { ReadingModal } from './reading-modal';
import { useLeavePreparation } from './use-leave-preparation';
import { usePackageChoice } from './use-package-choice';
import { usePreparationData } from './use-preparation-data';
import { usePreparationScan } from './use-preparation-scan';
import { usePrinterOnEntry } from './use-printer-on-entry';

const t = m.project;

export function ProjectManagementScreen() {
  const navigate = useNavigate();
  const data = usePreparationData();
  const { projectId, referenceItemId, selection, parent, referenceItem, picks } = data;
  const supervisor = currentUserIsSupervisor();
  const { printerId, entered, labels } = usePrinterOnEntry(selection);
  const packages = usePackageChoice(projectId, printerId, labels);
  const { engine, confirm, remove, open } = usePreparationScan(data, {
    entered,
    packageId: packages.chosen,
    supervisor,
    // Only supervisors choose the package (its select is theirs too).
    packageNamed: supervisor ? packages.chooseRead : undefined,
  });
  const back = useLeavePreparation(data, engine);
  const [filter, setFilter] = useState<PickFilter>('1');
  const shown = useMemo(
    () => picks.filter((p) => matchesFilter(filter, expectedOf(p), detectedOf(p))),
    [picks, filter],
  );

  // A closed reference item is for supervisors only (spec §6).
  useEffect(() => {
    if (referenceItem.data?.closed && !supervisor) {
      void dialogs.warning(t.closedForOperator, { leavesScreen: true }).then(() => navigate(selection));
    }
  }, [referenceItem.data, supervisor, navigate, selection]);

  const title =
    parent.data && referenceItem.data
      ? t.managementTitle(parent.data.name, referenceItem.data.name)
      : m.screens.projectManagement;
  return (
    <PageLayout title={title} back={back}>
      <Stack gap="sm">
        <LiveUpdates
          documents={[referenceItemId]}
          reload={[documentQuery(referenceItemId).queryKey, openPackagesQuery(projectId).queryKey]}
          picks={data.key}
          place="document"
        />
        <PickFilterControl value={filter} onChange={setFilter} />
        {engine.commands.busy && (
          <Text size="sm" c="blue.8" data-testid="updating">
            {t.updating}
          </Text>
        )}
        <PendingWritesAlert writes={engine.commands} />
        <OutboxStatus scope={data.scope} />
        {data.picksQuery.isPending ? (
          <Text c="dimmed">{t.loading}</Text>
        ) : (
          <PicksTable picks={shown} supervisor={supervisor} onOpen={open} onDelete={remove} />
        )}
      </Stack>
      <ReadingModal
        open={engine.open}
        packages={packages.packages}
        packageId={packages.chosen}
        supervisor={supervisor}
        canPrint={labels}
        onPackage={packages.choose}
        onNewPackage={() => void packages.create()}
        onReprint={packages.reprint}
        onQuantity={engine.setQuantity}
        onConfirm={confirm}
        onClose={engine.close}
      />
    </PageLayout>
  );
}
