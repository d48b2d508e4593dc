/**
 * /order/management/{id}?incoming&outgoing&picking&revision&locked — order packing (packing spec
 * §2, §4): the order's picks, the row modal opened by a tap or a reading, 'Esci/Sospendi' and
 * 'Concludi' as one server command each. Home button, no back button; both actions end on order
 * selection with the same flags.
 */
import { useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isProjectConcluded, projectKindOf } from '@warehouse/shared';
import { ClosedNotice, OpeningContainer } from '../../lib/kit/closed-notice';
import { useFirstVerdict } from '../../lib/hooks/use-first-verdict';
import { ClosingActions } from '../../lib/scan/closing-actions';
import { useStableCallback } from '../../lib/hooks/use-stable-callback';
import { useParams, useSearchParams } from 'react-router';
import { PageLayout } from '../../lib/layout/page-layout';
import { OutboxStatus } from '../../lib/outbox/outbox-status';
import { PendingWritesAlert } from '../../lib/components/pending-writes-alert';
import { m } from '../../messages/it';
import { LiveUpdates } from '../../domain/live-updates';
import { readingScope } from '../../domain/readings';
import { fetchOrder, packingKeys } from './packing-api';
import { PackingModal } from './packing-modal';
import { packingFlagsOf, selectionPath, type PackingFlags } from './packing-rules';
import { PackingTable } from './packing-table';
import type { PackingOrder } from './packing-types';
import { usePacking } from './use-packing';
import { usePackingMover } from './use-packing-mover';
import { usePrinterEntry } from './use-printer-entry';

const t = m.packing;

/** The header cuts a long order name: the whole name shows above the table, with its party. */
const partyName = (order: PackingOrder, incoming: boolean) =>
  (incoming ? order.supplier?.name : order.customer?.name) ?? '';

/**
 * A concluded order (by URL, or from a list that still shows it) opens as a notice with the reason,
 * never as an editable screen whose readings the server would refuse; decided once, on opening.
 */
export function OrderManagementScreen() {
  const orderId = Number(useParams().id);
  const [params] = useSearchParams();
  const flags = useMemo(() => packingFlagsOf(params), [params]);
  const order = useQuery({ queryKey: packingKeys.order(orderId), queryFn: () => fetchOrder(orderId) });
  // An order that cannot be read (refused, missing) counts as open: the packing view shows the
  // error. Deciding once also keeps its refetch from bringing the opening state back in a loop.
  const concluded = useFirstVerdict(
    order.data
      ? isProjectConcluded(order.data, projectKindOf(order.data.project_typology))
      : order.isError
        ? false
        : undefined,
  );
  if (concluded === undefined) return <OpeningContainer />;
  if (concluded && order.data) {
    const name = order.data.name ?? '';
    return (
      <ClosedNotice
        title={name || t.title}
        back={selectionPath(flags)}
        message={m.rules.projectConcluded(name)}
        testId="order-concluded"
      >
        {/* Readings this order refused stay listed until the operator discards them (issue 41). */}
        <OutboxStatus scope={readingScope('packing', orderId)} />
      </ClosedNotice>
    );
  }
  return <PackingView orderId={orderId} flags={flags} />;
}

function PackingView({ orderId, flags }: { orderId: number; flags: PackingFlags }) {
  const printer = usePrinterEntry(selectionPath(flags));
  const packing = usePacking(orderId, flags, printer);
  const { order, picksQuery, draft } = packing;
  // Stable, so the memoised table does not re-render when a reading opens the modal.
  const onOpen = useStableCallback(packing.open);
  const onDelete = useStableCallback(packing.removeReadings);
  const mover = usePackingMover(orderId, useStableCallback(packing.addPackage));
  const ready = printer.ready && picksQuery.isSuccess && order.isSuccess && !packing.busy;

  return (
    <PageLayout title={order.data?.name ?? t.title}>
      <Stack gap="sm">
        <LiveUpdates
          projects={[orderId]}
          reload={[packingKeys.order(orderId), packingKeys.picks(orderId), packingKeys.packages(orderId)]}
          place="order"
        />
        {order.data && (
          <Text size="sm" fw={600} data-testid="order-name" style={{ overflowWrap: 'anywhere' }}>
            {order.data.name}
            {partyName(order.data, flags.incoming) && ` · ${partyName(order.data, flags.incoming)}`}
          </Text>
        )}
        {!printer.ready && (
          <Text size="sm" c="blue.8" data-testid="printer-checking">
            {t.printerChecking}
          </Text>
        )}
        {packing.busy && (
          <Text size="sm" c="blue.8" data-testid="updating">
            {t.updating}
          </Text>
        )}
        <OutboxStatus scope={packing.scope} mover={mover} />
        {/* A closing refused or waiting for the server: how many, and 'Riprova' (closing-actions.tsx). */}
        <PendingWritesAlert writes={packing.engine.commands} />
        {order.isError ? (
          <Text c="red" data-testid="order-not-found">
            {t.orderNotFound}
          </Text>
        ) : picksQuery.isPending ? (
          <Text c="dimmed">{t.loading}</Text>
        ) : (
          <PackingTable picks={packing.picks} onOpen={onOpen} onDelete={onDelete} />
        )}
        <ClosingActions
          exitLabel={t.suspend}
          concludeLabel={t.conclude}
          onExit={packing.suspend}
          onConclude={packing.conclude}
          ready={ready}
          testIds={{ exit: 'packing-suspend', conclude: 'packing-conclude' }}
        />
      </Stack>
      <PackingModal
        draft={draft}
        incoming={flags.incoming}
        locations={packing.locations}
        packages={packing.packages}
        busy={packing.busy}
        onChange={packing.setDraft}
        onConfirm={packing.confirm}
        onCancel={() => packing.setDraft(null)}
        onNewPackage={packing.addPackage}
      />
    </PageLayout>
  );
}
