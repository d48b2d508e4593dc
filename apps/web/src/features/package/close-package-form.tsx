/**
 * 'Gestisci Colli' (spec §2): a project, one of its open packages (chosen, or read by its barcode),
 * an optional photo, then 'Chiudi Collo'. All three are kept on the device until the package is
 * closed (use-kept-closing.ts).
 */
import { useEffect, useState } from 'react';
import { Button, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { packagesAtQuery } from '../../domain/packages';
import type { Package } from '../../domain/records';
import { dialogs } from '../../lib/dialogs';
import { feedback } from '../../lib/reader';
import { singleCode } from '../../lib/scan/scan-loop';
import { useScanReadings } from '../../lib/scan/scan-readings';
import { appPorts } from '../../lib/scan/use-scan-engine';
import { resolveScan } from '../../domain/scan';
import { m } from '../../messages/it';
import { CloseDialog, NO_MEASURES } from './close-dialog';
import { PhotoPanel } from './photo-panel';
import { ProjectSelect } from './project-select';
import { useClosePackage } from './use-close-package';
import { useKeptClosing } from './use-kept-closing';
import { usePackageMeanwhile } from './use-package-meanwhile';

const t = m.package;

export function ClosePackageForm() {
  const kept = useKeptClosing();
  const { projectId, setProjectId, packageId, setPackageId, photo, setPhoto, clear } = kept;
  // The closing dialog is open while it has measures (kept on the device: a reload reopens it).
  const setDialogOpen = (open: boolean) => kept.setMeasures(open ? NO_MEASURES : null);
  const packages = useQuery({ ...packagesAtQuery('open', projectId ?? 0), enabled: projectId !== null });
  const listed: Package | undefined = packages.data?.find((p) => p.id === packageId);
  const { close, busy } = useClosePackage();
  // The package as the dialog opened on it (or reopened after a reload): the measures are a
  // decision on its version, never on one a live update brought in meanwhile. While the dialog is
  // open it stays the dialog's package even if a reloaded list no longer offers it (closed by
  // someone else): the dialog says so beneath the measures instead of vanishing (issue 41).
  const [opened, setOpened] = useState<Package | null>(null);
  const dialogOpen = kept.measures !== null;
  useEffect(() => {
    if (!dialogOpen) setOpened(null);
    else if (opened === null && listed) setOpened(listed);
  }, [dialogOpen, opened, listed]);
  const chosen = listed ?? (dialogOpen && opened?.id === packageId ? opened : undefined);
  const meanwhile = usePackageMeanwhile(dialogOpen ? opened : null);

  // A photo belongs to the package it was taken for.
  const selectPackage = (id: number | null) => {
    if (id !== packageId) setPhoto(null);
    setPackageId(id);
  };
  // Closed or shipped by someone else (the list reloaded without it): it can no longer be chosen.
  const gone = packages.data !== undefined && packageId !== null && !chosen && !dialogOpen;
  useEffect(() => {
    if (gone) {
      setPackageId(null);
      setPhoto(null);
    }
  }, [gone, setPackageId, setPhoto]);
  const choose = (pkg: Package) => {
    setProjectId(pkg.project_id ?? null);
    selectPackage(pkg.id);
  };

  // The scan engine's parts: its subscription, its single-tag check (error sound on a bad tag) and
  // the one resolver, whose packages are the open ones (closed or shipped: not found).
  useScanReadings(
    async (reading) => {
      const code = singleCode(reading, appPorts);
      if (code === null) return;
      const found = await resolveScan(code, ['package']);
      if (found.kind !== 'package') {
        feedback.error();
        return void dialogs.warning(t.packageNotFound);
      }
      choose(found.package);
    },
    { gate: 'modals', ready: projectId === null || !packages.isPending },
  );

  const confirm = async (measures: Parameters<typeof close>[2]) => {
    if (!chosen) return;
    const outcome = await close(chosen, opened?.lock_version, measures, photo);
    if (outcome === 'closed') clear();
    if (outcome === 'closed') setDialogOpen(false);
    if (outcome === 'gone') {
      setDialogOpen(false);
      selectPackage(null);
    }
  };

  return (
    <Stack gap="md">
      <ProjectSelect
        stage="open"
        value={projectId}
        onChange={(id) => {
          setProjectId(id);
          selectPackage(null);
        }}
      />
      <Select
        size="md"
        label={t.package}
        placeholder={t.packagePlaceholder}
        withAsterisk
        searchable
        nothingFoundMessage={t.noPackages}
        disabled={projectId === null || packages.isPending}
        data={(packages.data ?? []).map((p) => ({ value: String(p.id), label: p.name ?? String(p.id) }))}
        value={packageId === null ? null : String(packageId)}
        onChange={(v) => selectPackage(v === null ? null : Number(v))}
        data-testid="package-select"
      />
      {chosen && <PhotoPanel photo={photo} onChange={setPhoto} />}
      <Button
        size="md"
        disabled={!chosen || busy}
        onClick={() => setDialogOpen(true)}
        data-testid="close-package"
      >
        {t.closePackage}
      </Button>
      <CloseDialog
        values={chosen ? kept.measures : null}
        onChange={kept.setMeasures}
        name={chosen?.name ?? ''}
        note={meanwhile}
        busy={busy}
        onCancel={() => setDialogOpen(false)}
        onConfirm={(measures) => void confirm(measures)}
      />
    </Stack>
  );
}
