/**
 * /order/management/{id}?incoming&outgoing&picking&revision&locked — order packing (packing spec
 * §2, §4): the order's picks, the row modal opened by a tap or a reading, 'Esci/Sospendi' and
 * 'Concludi' as one server command each. Home button, no back button; both actions end on order
 * selection with the same flags.
 */
import { useMemo } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { PageLayout } from '../../lib/layout/page-layout';
import { m } from '../../messages/it';
import { PackingModal } from './packing-modal';
import { packingFlagsOf, selectionPath } from './packing-rules';
import { PackingTable } from './packing-table';
import type { PackingOrder } from './packing-types';
import { usePacking } from './use-packing';
import { usePrinterEntry } from './use-printer-entry';
import './order.css';

const t = m.packing;

/** The header cuts a long order name: the whole name shows above the table, with its party. */
const partyName = (order: PackingOrder, incoming: boolean) =>
  (incoming ? order.supplier?.name : order.customer?.name) ?? '';

export function OrderManagementScreen() {
  const orderId = Number(useParams().id);
  const [params] = useSearchParams();
  const flags = useMemo(() => packingFlagsOf(params), [params]);
  const printer = usePrinterEntry(selectionPath(flags));
  const packing = usePacking(orderId, flags, printer.printerId);
  const { order, picksQuery, draft } = packing;
  const ready = printer.ready && picksQuery.isSuccess && order.isSuccess && !packing.busy;

  return (
    <PageLayout title={order.data?.name ?? t.title}>
      <Stack gap="sm">
        {order.data && (
          <Text size="sm" fw={600} data-testid="order-name" style={{ overflowWrap: 'anywhere' }}>
            {order.data.name}
            {partyName(order.data, flags.incoming) && ` · ${partyName(order.data, flags.incoming)}`}
          </Text>
        )}
        {packing.busy && (
          <Text size="sm" c="blue.8" data-testid="updating">
            {t.updating}
          </Text>
        )}
        {order.isError ? (
          <Text c="red" data-testid="order-not-found">
            {t.orderNotFound}
          </Text>
        ) : picksQuery.isPending ? (
          <Text c="dimmed">{t.loading}</Text>
        ) : (
          <PackingTable picks={packing.picks} onOpen={packing.open} onDelete={packing.removeReadings} />
        )}
        <Group grow gap="sm" className="wh-pack-actions">
          <Button
            variant="default"
            size="md"
            onClick={packing.suspend}
            disabled={!ready}
            data-testid="packing-suspend"
          >
            {t.suspend}
          </Button>
          <Button size="md" onClick={packing.conclude} disabled={!ready} data-testid="packing-conclude">
            {t.conclude}
          </Button>
        </Group>
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
