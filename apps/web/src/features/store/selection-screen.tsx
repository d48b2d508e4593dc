/**
 * /store/selection?picking=false|true: the supplies (typology AN, branch '1') of supply creation
 * (store false) or of supply fulfilment (store true), suspended first then the newest.
 */
import { useMemo, useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useNavigate, useSearchParams } from 'react-router';
import { isStoreSupplyFinished, rowClass } from '@warehouse/shared';
import { PageLayout } from '../../lib/layout/page-layout';
import { api, queryClient } from '../../lib/api';
import { DataTable } from '../../lib/components/data-table';
import { paths } from '../../lib/paths';
import { m } from '../../messages/it';
import { IconPlus, IconRefresh } from '../../lib/components/icons';
import { editDeleteColumn } from '../../lib/kit/edit-delete-column';
import { formatDate } from '../../domain/format';
import { useLiveScreen } from '../../domain/live';
import { projectKeys, storeContextQuery, storeProjectsQuery } from '../../domain/projects';
import type { Project } from '../../domain/records';
import { newSupplyPayload, parsePickingFlag, sortStoreProjects, type SupplyForm } from './rules';
import { SupplyModal } from './supply-modal';

const t = m.store;
const LIVE = { models: ['projects'], reload: [projectKeys.storeLists] };

export function StoreSelectionScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const picking = parsePickingFlag(params.get('picking'));
  const context = useQuery(storeContextQuery());
  const projects = useQuery(storeProjectsQuery(context.data, picking));
  // A supply created, taken into fulfilment, suspended or closed by another operator shows here.
  useLiveScreen(LIVE);
  const rows = useMemo(() => sortStoreProjects(projects.data ?? []), [projects.data]);
  const [editing, setEditing] = useState<Project | 'new' | null>(null);

  const save = useMutation({
    mutationFn: async ({ form, project }: { form: SupplyForm; project: Project | null }) => {
      if (project)
        return api.update('projects', project.id, {
          name: form.name.trim(),
          project_date: form.project_date,
        });
      const ctx = context.data;
      if (!ctx || ctx.typologyId === null || ctx.branchId === null) throw new Error(m.api.invalidResponse);
      return api.create(
        'projects',
        newSupplyPayload(form, { typologyId: ctx.typologyId, branchId: ctx.branchId }),
      );
    },
    onSuccess: async () => {
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
  });

  const remove = useMutation({
    mutationFn: (project: Project) => api.remove('projects', project.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });

  const columns = useMemo<ColumnDef<Project, unknown>[]>(
    () => [
      {
        id: 'name',
        header: t.columns.name,
        accessorFn: (p) => p.name,
        // A long supply name wraps anywhere so the actions stay on a 360 px screen.
        cell: ({ row }) => <span style={{ overflowWrap: 'anywhere' }}>{row.original.name}</span>,
      },
      {
        id: 'date',
        header: t.columns.date,
        accessorFn: (p) => p.project_date ?? '',
        cell: ({ row }) => formatDate(row.original.project_date),
      },
      editDeleteColumn<Project>({
        header: t.columns.actions,
        edit: { label: t.edit, testId: 'supply-edit', onEdit: setEditing },
        remove: {
          label: t.delete,
          testId: 'supply-delete',
          question: t.deleteSupply,
          onDelete: (project) => remove.mutate(project),
        },
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- remove.mutate is stable
    [],
  );

  const refresh = () => {
    void context.refetch().then(() => projects.refetch());
  };

  return (
    <PageLayout title={picking ? t.pickingTitle : t.supplyTitle} back={paths.home.href()}>
      <Stack gap="sm">
        {!picking && (
          <Group justify="flex-end">
            <Button leftSection={<IconPlus />} onClick={() => setEditing('new')} data-testid="supply-new">
              {t.newSupply}
            </Button>
          </Group>
        )}
        {projects.isPending ? (
          <Text c="dimmed">{m.app.loading}</Text>
        ) : (
          <DataTable
            testId="supplies-table"
            data={rows}
            columns={columns}
            getRowId={(p) => String(p.id)}
            searchText={(p) => `${p.name} ${formatDate(p.project_date)}`}
            toolbar={
              <ActionIcon
                variant="light"
                size={44}
                mt={24}
                aria-label={t.refresh}
                onClick={refresh}
                loading={projects.isFetching}
                data-testid="supplies-refresh"
              >
                <IconRefresh />
              </ActionIcon>
            }
            onRowClick={(p) => navigate(paths.storeManagement.href(p.id, picking))}
            // A supply finished for this screen looks finished (grey, struck), not like one in progress.
            rowClassName={(p) => `wh-store-${isStoreSupplyFinished(p, { picking }) ? 'closed' : rowClass(p)}`}
            emptyText={t.noSupplies}
          />
        )}
      </Stack>
      <SupplyModal
        target={editing}
        busy={save.isPending}
        onSave={(form, project) => save.mutate({ form, project })}
        onClose={() => setEditing(null)}
      />
    </PageLayout>
  );
}
