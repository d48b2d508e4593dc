/**
 * USCITA MERCE (spec sections 2, 4, 7, 8): goods leave without a list. The operator picks (or adds) a
 * customer, reads tags in bulk, and saves: every reading moves to the customer's project. Readings
 * live in an OutgoingReadingStore (batched look-ups, throttled updates), not in React state.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  ActionIcon,
  Box,
  Button,
  Card,
  Group,
  Loader,
  Overlay,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageLayout } from '../../lib/layout/page-layout';
import { queryClient } from '../../lib/api';
import { dialogs } from '../../lib/dialogs';
import { feedback, useReadings } from '../../lib/reader';
import { useLocalSettings } from '../../lib/settings/local-settings';
import { toast, TOAST_MS } from '../../lib/toasts';
import { m } from '../../messages/it';
import { createCustomer, lookupTags, outgoingCustomersQuery, saveDeps } from './api';
import { IconPlus, IconRefresh } from '../../lib/components/icons';
import { OutgoingReadingStore } from './reading-store';
import { saveOutgoing } from './save';
import { paths } from '../../lib/paths';

const t = m.outgoing;

const errorText = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join('<br>');
const reason = (error: unknown) => (error instanceof Error ? error.message : null);

/** One warning for a run of failed look-ups, not one per batch. */
function lookupErrorReporter() {
  let last = 0;
  return (error: unknown) => {
    const now = Date.now();
    if (now - last < TOAST_MS) return;
    last = now;
    feedback.error();
    toast.warning(errorText(t.tagSearchError, reason(error)));
  };
}

export function OutgoingForm({ customerId: routeCustomerId = null }: { customerId?: number | null }) {
  const { showFieldsPlaceholder } = useLocalSettings();
  const [store] = useState(
    () => new OutgoingReadingStore({ lookup: lookupTags, onLookupError: lookupErrorReporter() }),
  );
  useEffect(() => () => store.dispose(), [store]);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const [customerId, setCustomerId] = useState<number | null>(routeCustomerId);
  const [saving, setSaving] = useState(false);
  const [adding, setAdding] = useState(false);

  const customers = useQuery({ ...outgoingCustomersQuery(), meta: { silentError: true } });
  useEffect(() => {
    if (customers.error) toast.warning(errorText(t.customersError, reason(customers.error)));
  }, [customers.error]);

  useReadings((reading) => {
    // Bulk reading: every part of a tag reading is a tag. Barcodes are not goods here.
    if (reading.kind === 'tag') store.add(reading.tags);
  });

  const addCustomer = async () => {
    const name = (
      await dialogs.prompt(t.newCustomerMessage, { title: t.addCustomer, label: t.newCustomerLabel })
    )?.trim();
    if (!name) return;
    setAdding(true);
    try {
      const created = await createCustomer(name);
      await queryClient.invalidateQueries({ queryKey: outgoingCustomersQuery().queryKey });
      setCustomerId(created.id);
    } catch (error) {
      feedback.error();
      await dialogs.error(errorText(t.headerError, reason(error)));
    } finally {
      setAdding(false);
    }
  };

  const save = async () => {
    const rows = store.rows();
    if (customerId === null || rows.length === 0) return;
    setSaving(true);
    const result = await saveOutgoing(customerId, rows, saveDeps);
    setSaving(false);
    if (result.ok) {
      store.resetAfterSave(rows.map((r) => r.code ?? ''));
      setCustomerId(routeCustomerId);
      toast.success(t.saved);
      return;
    }
    // Nothing is lost: the readings stay as they were, Save can run again.
    feedback.error();
    await dialogs.error(errorText(result.message, result.detail, t.keptHint));
  };

  const customerData = (customers.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  if (customerId !== null && !customerData.some((c) => c.value === String(customerId))) {
    customerData.push({ value: String(customerId), label: `#${customerId}` });
  }
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
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Select
            flex={1}
            miw={0}
            size="md"
            label={t.customer}
            placeholder={showFieldsPlaceholder ? t.customerPlaceholder : undefined}
            withAsterisk
            searchable
            data={customerData}
            value={customerId === null ? null : String(customerId)}
            onChange={(value) => setCustomerId(value ? Number(value) : null)}
            nothingFoundMessage={t.noOptions}
            data-testid="outgoing-customer"
          />
          <ActionIcon
            size={44}
            variant="default"
            aria-label={t.addCustomer}
            loading={adding}
            onClick={() => void addCustomer()}
            data-testid="outgoing-add-customer"
          >
            <IconPlus />
          </ActionIcon>
          <ActionIcon
            size={44}
            variant="default"
            aria-label={t.refreshCustomers}
            loading={customers.isFetching}
            onClick={() => void customers.refetch()}
            data-testid="outgoing-refresh-customers"
          >
            <IconRefresh />
          </ActionIcon>
        </Group>

        <Group grow gap="xs">
          <Button
            size="md"
            px="xs"
            disabled={saving || customerId === null || snapshot.total === 0}
            onClick={() => void save()}
            data-testid="outgoing-save"
          >
            {t.save}
          </Button>
          <Button
            size="md"
            px="xs"
            variant="default"
            disabled={saving || !hasReadings}
            onClick={() => store.clear()}
            data-testid="outgoing-clear"
          >
            {t.clear}
          </Button>
        </Group>

        <Title order={2} size="h4" data-testid="outgoing-total" data-count={snapshot.total}>
          {t.total(snapshot.total)}
        </Title>
        {(snapshot.pending > 0 || snapshot.unknown > 0) && (
          <Group gap="md">
            {snapshot.pending > 0 && (
              <Text size="sm" c="dimmed" data-testid="outgoing-pending">
                {t.lookingUp(snapshot.pending)}
              </Text>
            )}
            {snapshot.unknown > 0 && (
              <Text size="sm" c="orange.8" data-testid="outgoing-unknown" data-count={snapshot.unknown}>
                {t.unknownTags(snapshot.unknown)}
              </Text>
            )}
          </Group>
        )}

        <Card withBorder padding="sm" data-testid="outgoing-items">
          <Text fw={700} mb="xs">
            {t.itemsTitle}
          </Text>
          {snapshot.groups.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t.noReadings}
            </Text>
          ) : (
            <Table verticalSpacing={6}>
              <Table.Tbody>
                {snapshot.groups.map((g) => (
                  <Table.Tr key={g.description} data-testid="outgoing-item" data-count={g.count}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {g.description || t.noDescription}
                    </Table.Td>
                    <Table.Td ta="right" fw={700} w={64}>
                      {g.count}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
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
