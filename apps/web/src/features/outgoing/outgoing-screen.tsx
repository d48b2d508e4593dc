/**
 * USCITA MERCE (spec sections 2, 4, 7, 8): goods leave without a list. The operator picks (or adds) a
 * customer, reads tags in bulk, and saves: every reading moves to the customer's project. Readings
 * live in the scan engine's bulk-tags mode (batched look-ups, throttled updates), not in React state.
 * Salva is the one big action; 'Cancella lista' is small, at the bottom, and asks before it throws
 * readings away. A save in progress, or held by an outage, is a banner: the screen stays usable.
 */
import { Box, Button, Stack, Text } from '@mantine/core';
import { PageLayout } from '../../lib/layout/page-layout';
import { paths } from '../../lib/paths';
import { m } from '../../messages/it';
import { CustomerPicker } from './customer-picker';
import { ReadingSummary } from './reading-summary';
import { SaveBanner } from './save-banner';
import { OfflineNotice } from '../../lib/outbox/outbox-status';
import { useOutgoing } from './use-outgoing';

const t = m.outgoing;

export function OutgoingForm({ customerId: routeCustomerId = null }: { customerId?: number | null }) {
  const o = useOutgoing(routeCustomerId);
  const { snapshot, saving } = o;
  const hasReadings = snapshot.total + snapshot.unknown + snapshot.pending > 0;
  const missing = [o.customerId === null && t.needCustomer, snapshot.total === 0 && t.needReadings];
  const hint = missing.filter(Boolean).join(' ');

  return (
    <Box pos="relative">
      <Stack gap="sm" data-testid="outgoing-form">
        <CustomerPicker
          customers={o.customers.data ?? []}
          customerId={o.customerId}
          customerName={o.customerName}
          onChange={o.setCustomerId}
          adding={o.adding}
          onAdd={() => void o.addCustomer()}
          refreshing={o.customers.isFetching}
          onRefresh={() => void o.customers.refetch()}
        />
        <Button
          size="lg"
          fullWidth
          disabled={saving || o.customerId === null || snapshot.total === 0}
          loading={saving && o.waiting === 0}
          onClick={() => void o.save()}
          data-testid="outgoing-save"
        >
          {t.save}
        </Button>
        {hint && (
          <Text size="sm" c="dimmed" mt={-4} data-testid="outgoing-save-hint">
            {hint}
          </Text>
        )}
        <OfflineNotice text={t.offlineNotice} />
        <SaveBanner saving={saving} waiting={o.waiting} onRetry={o.retryNow} />
        <ReadingSummary snapshot={snapshot} unknownCodes={() => o.tags.unknownCodes()} />
        <Button
          variant="subtle"
          color="red"
          size="sm"
          mih={40}
          style={{ alignSelf: 'flex-start' }}
          disabled={(saving && o.waiting === 0) || !hasReadings}
          onClick={() => void o.clearList()}
          data-testid="outgoing-clear"
        >
          {t.clear}
        </Button>
      </Stack>
    </Box>
  );
}

export function OutgoingScreen() {
  return (
    <PageLayout title={t.title} back={paths.home.href()}>
      <OutgoingForm />
    </PageLayout>
  );
}
