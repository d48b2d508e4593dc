/** The project of a package stage, chosen among those with packages at that stage (spec §2). */
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLiveScreen } from '../../domain/live';
import { packageKeys, projectsWithPackagesQuery, type PackageStage } from '../../domain/packages';
import { m } from '../../messages/it';

const t = m.package;

export function ProjectSelect({
  stage,
  value,
  onChange,
}: {
  stage: PackageStage;
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const projects = useQuery(projectsWithPackagesQuery(stage));
  // A package closed or loaded by another operator moves its project in or out of the choice.
  useLiveScreen({ models: ['packages', 'projects'], reload: [packageKeys.projectsWith(stage)] });
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
