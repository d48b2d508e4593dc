/**
 * /package/selection (spec §2). Revision mode, 'Gestisci Colli': a project, one of its open
 * packages (chosen, or read by its barcode), an optional photo, then 'Chiudi Collo'. Otherwise,
 * 'Carico Camion': a project with closed packages waiting, then 'Procedi' to truck loading.
 */
import { useEffect, useState } from 'react';
import { Button, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { validateSingleTag } from '@warehouse/shared';
import {
  findPackageAt,
  packagesAtQuery,
  projectsWithPackagesQuery,
  type PackageStage,
} from '../../domain/packages';
import type { Package } from '../../domain/records';
import { dialogs } from '../../lib/dialogs';
import { PageLayout } from '../../lib/layout/page-layout';
import { paths } from '../../lib/paths';
import { feedback, useReadings } from '../../lib/reader';
import { m } from '../../messages/it';
import { CloseDialog } from './close-dialog';
import { isRevision, packageFlags } from './mode';
import { PhotoPanel } from './photo-panel';
import { useClosePackage } from './use-close-package';

const t = m.package;

function ProjectSelect({
  stage,
  value,
  onChange,
}: {
  stage: PackageStage;
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const projects = useQuery(projectsWithPackagesQuery(stage));
  return (
    <Select
      size="md"
      label={t.project}
      placeholder={t.projectPlaceholder}
      withAsterisk
      searchable
      nothingFoundMessage={t.noProjects}
      disabled={projects.isPending}
      data={(projects.data ?? []).map((p) => ({ value: String(p.id), label: p.name ?? String(p.id) }))}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v === null ? null : Number(v))}
      comboboxProps={{ withinPortal: true }}
      data-testid="project-select"
    />
  );
}

function ClosePackageForm() {
  const [projectId, setProjectId] = useState<number | null>(null);
  const [packageId, setPackageId] = useState<number | null>(null);
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const packages = useQuery({ ...packagesAtQuery('open', projectId ?? 0), enabled: projectId !== null });
  const chosen: Package | undefined = packages.data?.find((p) => p.id === packageId);
  const { close, busy } = useClosePackage();

  // A photo belongs to the package it was taken for.
  const selectPackage = (id: number | null) => {
    if (id !== packageId) setPhoto(null);
    setPackageId(id);
  };
  // Closed or shipped by someone else (the list reloaded without it): it can no longer be chosen.
  const gone = packages.data !== undefined && packageId !== null && !chosen;
  useEffect(() => {
    if (gone) {
      setPackageId(null);
      setPhoto(null);
    }
  }, [gone]);
  const choose = (pkg: Package) => {
    setProjectId(pkg.project_id ?? null);
    selectPackage(pkg.id);
  };

  useReadings(
    async (reading) => {
      const single = validateSingleTag(reading);
      if (!single.ok) return void dialogs.warning(single.message);
      const found = await findPackageAt(single.tag, 'open');
      if (!found) {
        feedback.error();
        return void dialogs.warning(t.packageNotFound);
      }
      choose(found);
    },
    { ignoreWhileDialogOpen: true },
  );

  const confirm = async (measures: Parameters<typeof close>[1]) => {
    if (!chosen) return;
    const outcome = await close(chosen, measures, photo);
    if (outcome === 'closed' || outcome === 'retry') setDialogOpen(false);
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
        opened={dialogOpen && Boolean(chosen)}
        name={chosen?.name ?? ''}
        busy={busy}
        onCancel={() => setDialogOpen(false)}
        onConfirm={(measures) => void confirm(measures)}
      />
    </Stack>
  );
}

function LoadProjectForm({ flags }: { flags: string }) {
  const navigate = useNavigate();
  const [projectId, setProjectId] = useState<number | null>(null);
  return (
    <Stack gap="md">
      <ProjectSelect stage="closed" value={projectId} onChange={setProjectId} />
      <Button
        size="md"
        disabled={projectId === null}
        onClick={() => projectId !== null && navigate(paths.packageManagement.href(projectId, flags))}
        data-testid="proceed"
      >
        {t.proceed}
      </Button>
    </Stack>
  );
}

export function PackageSelectionScreen() {
  const { search } = useLocation();
  const revision = isRevision(search);
  return (
    <PageLayout title={revision ? t.closeTitle : t.loadTitle} back={paths.home.href()}>
      {revision ? <ClosePackageForm /> : <LoadProjectForm flags={packageFlags(search)} />}
    </PageLayout>
  );
}
