/**
 * 'Etichette da stampare' on order selection (issue 31): the orders whose labels did not print (a
 * printer fault at Concludi, no printer at entry), with the printer's reason and 'Stampa', which
 * prints them on the warehouse printer once it is back. Shown with printer management on, and only
 * when some label is owed.
 */
import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchOwedLabels,
  offlineReasonText,
  owedLabelsKey,
  printOwedNow,
  type OwedOrder,
} from '../../domain/printing';
import { useLocalSettings } from '../../lib/settings/local-settings';
import { m } from '../../messages/it';

const t = m.print;

export function OwedLabelsPanel() {
  const { printerManagement } = useLocalSettings();
  const owed = useQuery({
    queryKey: owedLabelsKey,
    queryFn: fetchOwedLabels,
    enabled: printerManagement,
    meta: { silentError: true },
  });
  if (!printerManagement || !owed.data?.length) return null;
  return (
    <Paper withBorder p="xs" mb="sm" data-testid="owed-labels">
      <Text fw={700} mb={4}>
        {t.owedTitle}
      </Text>
      <Stack gap={6}>
        {owed.data.map((order) => (
          <OwedRow key={order.id} order={order} />
        ))}
      </Stack>
    </Paper>
  );
}

function OwedRow({ order }: { order: OwedOrder }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const print = async () => {
    setBusy(true);
    try {
      await printOwedNow(order.id);
    } catch {
      // the API client has shown the server's message
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: owedLabelsKey });
    }
  };
  const why = offlineReasonText(order.reason);
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" data-testid="owed-order" data-order-id={order.id}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {order.name}
          {order.customer_name && ` · ${order.customer_name}`}
        </Text>
        <Text size="xs" c="dimmed">
          {[t.owedLabels(order.labels), why].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
      <Button
        h={44}
        px="sm"
        style={{ flex: 'none' }}
        loading={busy}
        onClick={() => void print()}
        data-testid="owed-print"
      >
        {t.print}
      </Button>
    </Group>
  );
}
