/**
 * Order selection (`/order/selection?incoming&outgoing&picking`, spec sections 2, 4, 8): the mode's
 * orders in the app's DataTable, searched by name, customer or supplier name (on the server, and at
 * once in the loaded rows), sorted by closed, prepared, delivered, suspended, updated_at, coloured
 * by state. A row opens `/order/management/{id}` with the same flags; its detail button opens the
 * order modal; a barcode or tag equal to an order name opens that order.
 */
import { useEffect, useMemo, useState } from 'react';
import { ActionIcon, Button } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useLocation, useNavigate } from 'react-router';
import { PageLayout } from '../../lib/layout/page-layout';
import { owedLabelsKey } from '../../domain/printing';
import { queryClient } from '../../lib/api';
import { DataTable } from '../../lib/components/data-table';
import { notFound, useSelectionScan } from '../../lib/scan/use-selection-scan';
import { toast } from '../../lib/toasts';
import { paths } from '../../lib/paths';
import { m } from '../../messages/it';
import { useLiveScreen } from '../../domain/live';
import { fetchOrders, findOrderByName, orderKeys } from './api';
import { IconDetails, IconPlus } from '../../lib/components/icons';
import { orderModeOf, orderRowClass, partyOf } from './mode';
import { OrderModal, type OrderModalMode } from './order-modal';
import { OwedLabelsPanel } from './owed-labels-panel';
import type { Project } from '../../domain/records';

const t = m.order;
const LIVE = { models: ['projects'], reload: [orderKeys.lists, owedLabelsKey] };

export function OrderSelectionScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const mode = orderModeOf(location.search);
  const party = partyOf(mode);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [modal, setModal] = useState<{ mode: OrderModalMode; order: Project | null } | null>(null);

  const orders = useQuery({
    queryKey: orderKeys.list(mode, debounced),
    queryFn: () => fetchOrders(mode, debounced),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
  // An order created, concluded or suspended by another operator shows its new state here.
  useLiveScreen(LIVE);
  useEffect(() => {
    if (orders.error) toast.warning([t.loadError, orders.error.message].join('<br>'));
  }, [orders.error]);

  const open = (order: Project) => navigate(paths.orderManagement.href(order.id, location.search));

  const columns = useMemo<ColumnDef<Project, unknown>[]>(
    () => [
      { id: 'name', accessorFn: (o) => o.name, header: t.columns.name },
      party === 'customer'
        ? { id: 'customer', accessorFn: (o) => o.customer?.name ?? '', header: t.columns.customer }
        : { id: 'supplier', accessorFn: (o) => o.supplier?.name ?? '', header: t.columns.supplier },
      {
        id: 'actions',
        header: t.columns.actions,
        enableSorting: false,
        cell: ({ row }) => (
          <ActionIcon
            size={44}
            variant="subtle"
            aria-label={t.details}
            data-testid="order-details"
            onClick={(e) => {
              e.stopPropagation();
              setModal({ mode: 'show', order: row.original });
            }}
          >
            <IconDetails />
          </ActionIcon>
        ),
      },
    ],
    [party],
  );

  useSelectionScan(async (code) => {
    const order = (orders.data ?? []).find((o) => o.name === code) ?? (await findOrderByName(mode, code));
    if (!order) return notFound(t.notFound, code);
    void open(order);
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: orderKeys.all });

  return (
    <PageLayout title={t.title} back={paths.home.href()}>
      <OwedLabelsPanel />
      <DataTable<Project>
        testId="order-table"
        data={orders.data ?? []}
        columns={columns}
        getRowId={(o) => String(o.id)}
        searchText={(o) => `${o.name} ${o.customer?.name ?? ''} ${o.supplier?.name ?? ''}`}
        search={search}
        onSearchChange={setSearch}
        rowClassName={(o) => orderRowClass(o)}
        onRowClick={(o) => void open(o)}
        toolbar={
          <Button
            size="md"
            mt={24}
            leftSection={<IconPlus size={18} />}
            onClick={() => setModal({ mode: 'new', order: null })}
            data-testid="order-new"
          >
            {t.newOrder}
          </Button>
        }
      />
      {modal && (
        <OrderModal
          key={`${modal.mode}-${modal.order?.id ?? 'new'}`}
          mode={modal.mode}
          orderMode={mode}
          // As stored now (live): the form keeps the version it opened with and shows a change.
          order={(modal.order && orders.data?.find((o) => o.id === modal.order?.id)) ?? modal.order}
          onClose={() => setModal(null)}
          onChanged={() => void refresh()}
          onModeChange={(next) => setModal((current) => (current ? { ...current, mode: next } : current))}
        />
      )}
    </PageLayout>
  );
}
