/**
 * /package/management/{id} (spec §2): the project's closed packages not yet shipped, by incremental.
 * Supervisors select them (tap, checkbox, or reading a package's barcode; unselecting asks
 * 'Confermi di voler escludere il collo selezionato?') and 'Carica selezionati' ships them all in
 * one request. For anyone else the table is disabled (spec §6).
 */
import { LiveUpdates } from '../../domain/live-updates';
import { useEffect } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { packagesAtQuery } from '../../domain/packages';
import { projectQuery } from '../../domain/projects';
import { resolveScan } from '../../domain/scan';
import type { Package } from '../../domain/records';
import { useHasSupervisorRights } from '../../domain/users';
import { dialogs } from '../../lib/dialogs';
import { useKeptState } from '../../lib/keep';
import { toast } from '../../lib/toasts';
import { PageLayout } from '../../lib/layout/page-layout';
import { paths } from '../../lib/paths';
import { feedback } from '../../lib/reader';
import { singleCode } from '../../lib/scan/scan-loop';
import { useScanReadings } from '../../lib/scan/scan-readings';
import { appPorts } from '../../lib/scan/use-scan-engine';
import { m } from '../../messages/it';
import { packageFlags } from './mode';
import { PackagesTable } from './packages-table';
import { useSelectionLeft } from './use-selection-left';
import { useLoadPackages } from './use-load-packages';

const t = m.package;

type Selection = Record<string, boolean>;
const isEmpty = (s: Selection) => !Object.values(s).some(Boolean);
const isSelection = (v: unknown): v is Selection =>
  typeof v === 'object' && v !== null && Object.values(v).every((on) => typeof on === 'boolean');

export function PackageManagementScreen() {
  const projectId = Number(useParams().id);
  const { search } = useLocation();
  // The server's rule for load_packages: supervisors, and administrators.
  const supervisor = useHasSupervisorRights();
  const project = useQuery(projectQuery(projectId));
  const packages = useQuery(packagesAtQuery('closed', projectId));
  const rows = packages.data ?? [];
  // The selection is kept on the device until loaded (lib/keep): a reload does not lose it.
  const kept = useKeptState<Selection>(`package-load/${projectId}`, {}, { isEmpty, accept: isSelection });
  const selection = kept.value;
  const setSelection = kept.set;
  const selected = rows.filter((p) => selection[String(p.id)]);
  const { load, busy } = useLoadPackages(kept.clear);
  useSelectionLeft(packages.data, selection, setSelection, busy);
  useEffect(() => {
    if (kept.restored && !isEmpty(kept.value)) toast(t.selectionRestored);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- said once, on opening
  }, []);

  /** A new selection; taking a package out of it is confirmed first. */
  const changeSelection = async (next: Record<string, boolean>) => {
    const excluded = Object.keys(selection).some((id) => selection[id] && !next[id]);
    if (excluded && !(await dialogs.confirm(t.confirmExclude))) return;
    setSelection(Object.fromEntries(Object.entries(next).filter(([, on]) => on)));
  };
  const toggle = (pkg: Package) => {
    const key = String(pkg.id);
    void changeSelection({ ...selection, [key]: !selection[key] });
  };

  // The scan engine's parts: its subscription (a reading while the list loads waits for it), its
  // single-tag check (error sound on a bad tag) and the one resolver, asked for this project's
  // packages waiting for the truck (open, shipped or another project's: not found).
  useScanReadings(
    async (reading) => {
      const code = singleCode(reading, appPorts);
      if (code === null) return;
      if (!supervisor) {
        feedback.error();
        return void dialogs.warning(t.supervisorsOnly);
      }
      const found = await resolveScan(code, ['loadable-package']);
      if (found.kind !== 'package' || found.package.project_id !== projectId) {
        feedback.error();
        return void dialogs.warning(t.packageNotFound);
      }
      // Closed on another device since the list loaded: the list is reloaded to show it selected.
      if (!rows.some((p) => p.id === found.package.id)) void packages.refetch();
      setSelection((s) => ({ ...s, [String(found.package.id)]: true }));
    },
    { gate: 'modals', ready: !packages.isPending },
  );

  const title = project.data?.name ? `${t.loadTitle} | ${project.data.name}` : t.loadTitle;
  return (
    <PageLayout title={title} back={paths.packageSelection.href(packageFlags(search))}>
      <Stack gap="sm">
        <LiveUpdates
          projects={[projectId]}
          reload={[packagesAtQuery('closed', projectId).queryKey, projectQuery(projectId).queryKey]}
          place="project"
        />
        {!supervisor && (
          <Alert color="gray" data-testid="supervisors-only">
            {t.supervisorsOnly}
          </Alert>
        )}
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" c="dimmed" data-testid="selected-count" style={{ flex: 1, minWidth: 0 }}>
            {t.selected(selected.length)}
          </Text>
          <Button
            px="sm"
            size="md"
            style={{ flex: 'none' }}
            disabled={!supervisor || selected.length === 0 || busy}
            loading={busy}
            onClick={() => void load(selected)}
            data-testid="load-selected"
          >
            {t.loadSelected}
          </Button>
        </Group>
        {packages.isPending ? (
          <Text c="dimmed">{t.loading}</Text>
        ) : (
          <PackagesTable
            packages={rows}
            selection={selection}
            onSelectionChange={(next) => void changeSelection(next)}
            disabled={!supervisor}
            onRowClick={toggle}
          />
        )}
      </Stack>
    </PageLayout>
  );
}
