/**
 * /project/management/{id}?…&document&referenceItem (spec §2, §4, §5, §6): the picks of a reference
 * item, run by the scan engine. A reading adds a reading for everyone (quantity 1, +1 per repeated
 * reading); exceeding the expected quantity is refused ('Quantità non valida'). Supervisors also
 * open a row by tap, delete readings, choose or create the package. Back runs one server command
 * that recalculates reference item, parent and (by setting) project, then goes back to selection.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { rowStatus } from '@warehouse/shared';
import { formatQuantity } from '../../domain/format';
import {
  checkPickQuantity,
  detectedOf,
  expectedOf,
  findPickForCode,
  pickKeys,
  picksById,
  picksOfDocumentQuery,
  pickSearchText,
  refreshPick,
} from '../../domain/picks';
import { LiveUpdates } from '../../domain/live-updates';
import { projectQuery } from '../../domain/projects';
import { deleteReadings } from '../../domain/readings';
import type { Pick } from '../../domain/records';
import { getUser } from '../../lib/session';
import { currentUserIsSupervisor } from '../../domain/users';
import { errorIdOf } from '../../lib/api';
import { DataTable } from '../../lib/components/data-table';
import { ItemCell } from '../../lib/components/item-cell';
import { PendingWritesAlert } from '../../lib/components/pending-writes-alert';
import { RowDeleteButton } from '../../lib/components/row-delete-button';
import { dialogs } from '../../lib/dialogs';
import { useStableCallback } from '../../lib/hooks/use-stable-callback';
import { PageLayout } from '../../lib/layout/page-layout';
import { paths } from '../../lib/paths';
import { checkPrinterOnEntry } from '../../lib/printing';
import { useScanEngine } from '../../lib/scan/use-scan-engine';
import { toast } from '../../lib/toasts';
import { createStep } from '../../lib/write-queue';
import { m } from '../../messages/it';
import { documentQuery, exitPreparation, openPackagesQuery, preparePackages } from './api';
import { reprintPackage } from './labels';
import { flagsQuery, matchesFilter, readFlags, type PickFilter } from './mode';
import { ReadingModal } from './reading-modal';

const t = m.project;
/** Project management forbids exceeding the expected quantity (spec §5, §9). */
const EXCESS_ALLOWED = false;

export function ProjectManagementScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id } = useParams();
  const [params] = useSearchParams();
  const projectId = Number(id);
  const flags = useMemo(() => readFlags(params), [params]);
  const documentId = Number(params.get('document'));
  const referenceItemId = Number(params.get('referenceItem'));
  const supervisor = currentUserIsSupervisor();
  const selection = paths.projectSelection.href(flagsQuery(flags, { keepProject: 'true' }));

  const [printerId, setPrinterId] = useState<number | null>(null);
  const [entered, setEntered] = useState(false);
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    void checkPrinterOnEntry('warehouse').then((check) => {
      if (!check.proceed) return void navigate(selection);
      setPrinterId(check.printer?.id ?? null);
      setEntered(true);
    });
  }, [navigate, selection]);

  const project = useQuery(projectQuery(projectId));
  const parent = useQuery(documentQuery(documentId));
  const referenceItem = useQuery(documentQuery(referenceItemId));
  const picksQuery = useQuery(picksOfDocumentQuery(projectId, referenceItemId));
  const packages = useQuery(openPackagesQuery(projectId));
  const key = pickKeys.ofDocument(referenceItemId);
  const picks = useMemo(() => picksQuery.data?.picks ?? [], [picksQuery.data]);
  const byId = useMemo(() => picksById(picks), [picks]);
  const current = (pick: Pick) => byId.get(pick.id) ?? pick;
  const [filter, setFilter] = useState<PickFilter>('1');
  const shown = useMemo(
    () => picks.filter((p) => matchesFilter(filter, expectedOf(p), detectedOf(p))),
    [picks, filter],
  );
  const [packageId, setPackageId] = useState<number | null>(null);
  const lastPackage = packages.data?.at(-1)?.id ?? null;
  const chosenPackage = packageId ?? lastPackage;

  // A closed reference item is for supervisors only (spec §6).
  useEffect(() => {
    if (referenceItem.data?.closed && !supervisor) {
      void dialogs.warning(t.closedForOperator).then(() => navigate(selection));
    }
  }, [referenceItem.data, supervisor, navigate, selection]);

  const engine = useScanEngine<Pick>({
    ready: entered && picksQuery.isSuccess && referenceItem.isSuccess,
    findLine: (code) => picksQuery.data && findPickForCode(picksQuery.data.index, byId, code, EXCESS_ALLOWED),
    unknown: (code) => ({
      title: m.scan.searchItemTitle,
      message: `${t.itemNotInDocument}<br>${m.scan.codeRead(code)}`,
    }),
    sameItem: (a, b) => a.item_id === b.item_id,
    unit: (pick) => pick.item?.measure_unit?.name ?? '',
    initialQuantity: () => 1,
    repeatScan: 'increment',
    whileOpen: 'replace',
    checkQuantity: (pick, quantity) => checkPickQuantity(current(pick), quantity, EXCESS_ALLOWED),
  });

  const confirm = () => {
    if (chosenPackage === null) return;
    const accepted = engine.submit();
    if (!accepted || accepted.quantity === 0) return;
    const { line: pick, quantity } = accepted;
    const reading = {
      project_id: projectId,
      pick_id: pick.id,
      document_id: referenceItemId,
      location_id: pick.location_id ?? pick.item?.location_id ?? null,
      item_id: pick.item_id,
      quantity,
      external_reference: referenceItem.data?.name ?? null,
      package_id: chosenPackage,
      user_id: getUser()?.id ?? null,
    };
    void engine.writes.run([createStep('project_rows', reading, () => refreshPick(key, pick.id))]);
  };

  const remove = useStableCallback(async (pick: Pick) => {
    if (!(await dialogs.confirm(t.deleteReadings))) return;
    void engine.writes.run([
      async () => {
        const fresh = await refreshPick(key, pick.id);
        await deleteReadings((fresh.project_rows ?? []).map((row) => row.id));
        await refreshPick(key, pick.id);
      },
    ]);
  });
  const open = useStableCallback((pick: Pick) => {
    if (supervisor) engine.show(current(pick));
  });

  const newPackage = async () => {
    try {
      const answer = await preparePackages(projectId, 1, printerId);
      const created = answer.packages[0]!;
      await packages.refetch();
      setPackageId(created.id);
      toast.success(t.packageCreated);
      if (answer.labels?.error) void dialogs.error(answer.labels.error);
      else if (answer.labels) toast.success(t.printed(answer.labels.printed));
    } catch {
      // the API client has shown the server's message
    }
  };
  const reprint = () => {
    const pkg = packages.data?.find((p) => p.id === chosenPackage);
    if (pkg && printerId !== null) void reprintPackage(printerId, pkg);
  };

  const leave = async (confirmed = false): Promise<void> => {
    if (!referenceItem.data || !parent.data) return void navigate(selection);
    try {
      await exitPreparation(referenceItem.data, parent.data, project.data, confirmed);
      await queryClient.invalidateQueries({ queryKey: ['preparation'] });
      await navigate(selection);
    } catch (error) {
      const why = errorIdOf(error);
      if (why === 'confirmation_required') {
        if (await dialogs.confirm(t.exitIncomplete)) await leave(true);
      } else if (why === 'stale_record') {
        toast.warning(t.stale);
        await Promise.all([
          referenceItem.refetch(),
          parent.refetch(),
          project.refetch(),
          picksQuery.refetch(),
        ]);
      }
    }
  };
  const back = () => {
    if (!engine.ready) return void navigate(selection);
    void engine.closing({ confirm: null, steps: [() => leave()] });
  };

  const columns = useMemo<ColumnDef<Pick, unknown>[]>(() => {
    const list: ColumnDef<Pick, unknown>[] = [
      {
        id: 'code',
        header: t.columns.code,
        accessorFn: (p) => p.item?.code ?? '',
        cell: ({ row }) => <ItemCell item={row.original.item} />,
      },
      {
        id: 'quantity',
        header: t.columns.quantity,
        accessorFn: (p) => detectedOf(p),
        cell: ({ row }) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="pick-row-quantity">
            {formatQuantity(detectedOf(row.original))} / {formatQuantity(expectedOf(row.original))}
          </Text>
        ),
      },
    ];
    if (supervisor) {
      list.push({
        id: 'actions',
        header: t.columns.actions,
        enableSorting: false,
        cell: ({ row }) => (
          <RowDeleteButton
            label={t.deleteReadingsLabel}
            testId="pick-delete"
            onDelete={() => void remove(row.original)}
          />
        ),
      });
    }
    return list;
  }, [supervisor, remove]);

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
          picks={key}
          place="document"
        />
        <SegmentedControl
          fullWidth
          value={filter}
          onChange={(v) => setFilter(v as PickFilter)}
          data={[
            { value: '1', label: t.filter.notFinished },
            { value: '2', label: t.filter.all },
            { value: '3', label: t.filter.read },
            { value: '4', label: t.filter.notRead },
          ]}
          data-testid="pick-filter"
          size="sm"
        />
        {engine.writes.busy && (
          <Text size="sm" c="blue.8" data-testid="updating">
            {t.updating}
          </Text>
        )}
        <PendingWritesAlert writes={engine.writes} />
        {picksQuery.isPending ? (
          <Text c="dimmed">{t.loading}</Text>
        ) : (
          <DataTable
            testId="picks-table"
            data={shown}
            columns={columns}
            getRowId={(p) => String(p.id)}
            searchText={pickSearchText}
            onRowClick={open}
            rowClassName={(p) => `wh-pick-${rowStatus(expectedOf(p), detectedOf(p))}`}
            emptyText={t.noPicks}
          />
        )}
      </Stack>
      <ReadingModal
        open={engine.open}
        packages={packages.data ?? []}
        packageId={chosenPackage}
        supervisor={supervisor}
        canPrint={printerId !== null}
        onPackage={setPackageId}
        onNewPackage={() => void newPackage()}
        onReprint={reprint}
        onQuantity={engine.setQuantity}
        onConfirm={confirm}
        onClose={engine.close}
      />
    </PageLayout>
  );
}
