/**
 * USCITA MERCE (spec sections 2, 4, 7, 8): goods leave without a list. The operator picks (or adds) a
 * customer, reads tags in bulk, and saves: every reading moves to the customer's project. Readings
 * live in an OutgoingReadingStore (batched look-ups, throttled updates), not in React state.
 */
import { Box, Button, Group, Loader, Overlay, Stack, Text } from '@mantine/core';
import { PageLayout } from '../../lib/layout/page-layout';
import { paths } from '../../lib/paths';
import { m } from '../../messages/it';
import { CustomerPicker } from './customer-picker';
import { ReadingSummary } from './reading-summary';
import { useOutgoing } from './use-outgoing';

const t = m.outgoing;

export function OutgoingForm({ customerId: routeCustomerId = null }: { customerId?: number | null }) {
  const o = useOutgoing(routeCustomerId);
  const { snapshot, saving } = o;
  const hasReadings = snapshot.total + snapshot.unknown + snapshot.pending > 0;

  return (
    <Box pos="relative">
      {saving && (
        <Overlay color="#fff" backgroundOpacity={0.85} zIndex={150} center data-testid="outgoing-saving">
          <Stack align="center" gap="xs">
            <Loader />
            <Text fw={700}>{t.saving}</Text>
          </Stack>
        </Overlay>
      )}
      <Stack gap="sm" data-testid="outgoing-form">
        <CustomerPicker
          customers={o.customers.data ?? []}
          customerId={o.customerId}
          onChange={o.setCustomerId}
          adding={o.adding}
          onAdd={() => void o.addCustomer()}
          refreshing={o.customers.isFetching}
          onRefresh={() => void o.customers.refetch()}
        />
        <Group grow gap="xs">
          <Button
            size="md"
            px="xs"
            disabled={saving || o.customerId === null || snapshot.total === 0}
            onClick={() => void o.save()}
            data-testid="outgoing-save"
          >
            {t.save}
          </Button>
          <Button
            size="md"
            px="xs"
            variant="default"
            disabled={saving || !hasReadings}
            onClick={() => o.store.clear()}
            data-testid="outgoing-clear"
          >
            {t.clear}
          </Button>
        </Group>
        <ReadingSummary snapshot={snapshot} />
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
