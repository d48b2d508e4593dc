/**
 * The order (a refreshable combo of the open supplier orders) and the item of that order, with its
 * description. The chosen order stays visible even when the list no longer has it (closed meanwhile).
 */
import type { Ref } from 'react';
import { ActionIcon, Group, Select, TextInput } from '@mantine/core';
import { IconRefresh } from '../../../lib/components/icons';
import { m } from '../../../messages/it';
import type { Project } from '../../../domain/records';
import type { OrderLine } from '../order-lines';

const t = m.incoming;
const idOf = (value: string | null): number | null => (value ? Number(value) : null);

export interface OrderFieldsProps {
  orders: readonly Project[];
  refreshing: boolean;
  onRefresh(): void;
  orderId: number | null;
  onOrder(id: number | null): void;
  lines: readonly OrderLine[];
  itemId: number | null;
  onItem(id: number | null): void;
  itemRef: Ref<HTMLInputElement>;
  placeholders: { order?: string; item?: string };
}

export function OrderFields(p: OrderFieldsProps) {
  const orderData = p.orders.map((o) => ({ value: String(o.id), label: o.name }));
  if (p.orderId !== null && !orderData.some((o) => o.value === String(p.orderId))) {
    orderData.push({ value: String(p.orderId), label: `#${p.orderId}` });
  }
  const line = p.lines.find((l) => l.item.id === p.itemId);
  return (
    <>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Select
          flex={1}
          size="md"
          label={t.fields.order}
          placeholder={p.placeholders.order}
          withAsterisk
          searchable
          data={orderData}
          value={p.orderId === null ? null : String(p.orderId)}
          nothingFoundMessage={t.noOptions}
          onChange={(v) => p.onOrder(idOf(v))}
          data-wedge-guard
          data-testid="incoming-order"
        />
        <ActionIcon
          size={44}
          variant="default"
          aria-label={t.refreshOrders}
          loading={p.refreshing}
          onClick={p.onRefresh}
          data-testid="incoming-orders-refresh"
        >
          <IconRefresh />
        </ActionIcon>
      </Group>
      <Select
        ref={p.itemRef}
        size="md"
        label={t.fields.item}
        placeholder={p.placeholders.item}
        withAsterisk
        searchable
        disabled={p.orderId === null}
        data={p.lines.map((l) => ({ value: String(l.item.id), label: l.item.code }))}
        value={p.itemId === null ? null : String(p.itemId)}
        nothingFoundMessage={t.noOptions}
        onChange={(v) => p.onItem(idOf(v))}
        data-wedge-guard
        data-testid="incoming-item"
      />
      <TextInput
        size="md"
        label={t.fields.description}
        readOnly
        value={line?.item.description ?? ''}
        data-testid="incoming-description"
      />
    </>
  );
}
