/**
 * The outgoing customer: a searchable select, '+' to add one (a prompt for its name) and a refresh.
 * A customer not (yet) in the loaded list shows by its kept name (a reload while the server is away),
 * else as '#id' rather than an empty field. Tapping the
 * chosen customer again keeps it (no deselect: an empty customer would only disable Salva).
 */
import { ActionIcon, Group, Select } from '@mantine/core';
import type { Project } from '../../domain/records';
import { IconPlus, IconRefresh } from '../../lib/components/icons';
import { useLocalSettings } from '../../lib/settings/local-settings';
import { m } from '../../messages/it';

const t = m.outgoing;

export interface CustomerPickerProps {
  customers: readonly Project[];
  customerId: number | null;
  /** The chosen customer's name as kept on the device. */
  customerName?: string | null;
  onChange: (id: number | null) => void;
  adding: boolean;
  onAdd: () => void;
  refreshing: boolean;
  onRefresh: () => void;
}

export function CustomerPicker(props: CustomerPickerProps) {
  const { customers, customerId, customerName, onChange, adding, onAdd, refreshing, onRefresh } = props;
  const { showFieldsPlaceholder } = useLocalSettings();
  const data = customers.map((c) => ({ value: String(c.id), label: c.name }));
  if (customerId !== null && !data.some((c) => c.value === String(customerId))) {
    data.push({ value: String(customerId), label: customerName || `#${customerId}` });
  }
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select
        flex={1}
        miw={0}
        size="md"
        label={t.customer}
        placeholder={showFieldsPlaceholder ? t.customerPlaceholder : undefined}
        withAsterisk
        searchable
        allowDeselect={false}
        data={data}
        value={customerId === null ? null : String(customerId)}
        onChange={(value) => onChange(value ? Number(value) : null)}
        nothingFoundMessage={t.noOptions}
        data-testid="outgoing-customer"
      />
      <ActionIcon
        size={44}
        variant="default"
        aria-label={t.addCustomer}
        loading={adding}
        onClick={onAdd}
        data-testid="outgoing-add-customer"
      >
        <IconPlus />
      </ActionIcon>
      <ActionIcon
        size={44}
        variant="default"
        aria-label={t.refreshCustomers}
        loading={refreshing}
        onClick={onRefresh}
        data-testid="outgoing-refresh-customers"
      >
        <IconRefresh />
      </ActionIcon>
    </Group>
  );
}
