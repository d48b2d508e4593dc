/**
 * The order modal's read-only part (spec section 5): dates, customer and supplier with their
 * details (the party of a new order is a searchable select), destination, packages, operator,
 * payment, zone and the agent-delivery flag.
 */
import { Checkbox, Select, SimpleGrid, TextInput } from '@mantine/core';
import { formatDate, partyDetails } from '../../domain/format';
import type { Project } from '../../domain/records';
import { m } from '../../messages/it';

const t = m.order;

type Party = 'customer' | 'supplier';

export function ReadOnly({ label, value, testId }: { label: string; value: unknown; testId: string }) {
  return (
    <TextInput
      size="md"
      label={label}
      value={value === null || value === undefined ? '' : String(value)}
      readOnly
      variant="filled"
      data-testid={`order-field-${testId}`}
    />
  );
}

export interface OrderDetailsProps {
  order: Project | null;
  /** The party a new order chooses (a select), or null when every party is read-only. */
  choosing: Party | null;
  parties: readonly { id: number; name?: string | null }[];
  partyId: string | null;
  onParty: (id: string | null) => void;
}

export function OrderDetails({ order, choosing, parties, partyId, onParty }: OrderDetailsProps) {
  const partyField = (kind: Party) => {
    const label = kind === 'customer' ? t.fields.customer : t.fields.supplier;
    if (choosing !== kind) return <ReadOnly label={label} value={order?.[kind]?.name} testId={kind} />;
    return (
      <Select
        size="md"
        label={label}
        placeholder={t.selectPlaceholder}
        searchable
        clearable
        data={parties.map((p) => ({ value: String(p.id), label: p.name ?? '' }))}
        value={partyId}
        onChange={onParty}
        comboboxProps={{ withinPortal: true, zIndex: 400 }}
        data-testid={`order-field-${kind}`}
      />
    );
  };
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <ReadOnly
          label={t.fields.projectDate}
          value={formatDate(order?.project_date)}
          testId="project_date"
        />
        <ReadOnly
          label={t.fields.estimatedShippingDate}
          value={formatDate(order?.estimated_shipping_date)}
          testId="estimated_shipping_date"
        />
        {partyField('customer')}
        <ReadOnly
          label={t.fields.customerDetails}
          value={partyDetails(order?.customer)}
          testId="customer_details"
        />
        {partyField('supplier')}
        <ReadOnly
          label={t.fields.supplierDetails}
          value={partyDetails(order?.supplier)}
          testId="supplier_details"
        />
        <ReadOnly label={t.fields.destination} value={order?.address?.name} testId="destination" />
        <ReadOnly
          label={t.fields.destinationDetails}
          value={partyDetails(order?.address)}
          testId="destination_details"
        />
        <ReadOnly label={t.fields.packageNumber} value={order?.package_number} testId="package_number" />
        <ReadOnly label={t.fields.operator} value={order?.operator} testId="operator" />
        <ReadOnly label={t.fields.paymentCode} value={order?.payment_code} testId="payment_code" />
        <ReadOnly label={t.fields.zone} value={order?.zone} testId="zone" />
      </SimpleGrid>
      <Checkbox
        size="md"
        label={t.fields.agentDelivery}
        checked={Boolean(order?.transport_mean?.flag_agent)}
        readOnly
        onChange={() => undefined}
        data-testid="order-field-agent_delivery"
      />
    </>
  );
}
