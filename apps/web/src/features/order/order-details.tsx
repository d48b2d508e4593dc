/**
 * The order modal's read-only part (spec section 5): dates, customer and supplier with their
 * details (the party of a new order is a searchable select), destination, packages, operator,
 * payment, zone and the agent-delivery flag. Empty read-only fields fold under 'Campi vuoti (N)'
 * (issue 23: at 360×640 the actions sat 1,300 px down past mostly empty fields).
 */
import { useState } from 'react';
import { Button, Checkbox, Collapse, Select, SimpleGrid, TextInput } from '@mantine/core';
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

interface ReadOnlyField {
  label: string;
  value: unknown;
  testId: string;
}

const isEmpty = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

export function OrderDetails({ order, choosing, parties, partyId, onParty }: OrderDetailsProps) {
  const [showEmpty, setShowEmpty] = useState(false);
  const partySelect = (kind: Party) => (
    <Select
      size="md"
      label={kind === 'customer' ? t.fields.customer : t.fields.supplier}
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
  const fields: ReadOnlyField[] = [
    { label: t.fields.projectDate, value: formatDate(order?.project_date), testId: 'project_date' },
    {
      label: t.fields.estimatedShippingDate,
      value: formatDate(order?.estimated_shipping_date),
      testId: 'estimated_shipping_date',
    },
    { label: t.fields.customer, value: order?.customer?.name, testId: 'customer' },
    { label: t.fields.customerDetails, value: partyDetails(order?.customer), testId: 'customer_details' },
    { label: t.fields.supplier, value: order?.supplier?.name, testId: 'supplier' },
    { label: t.fields.supplierDetails, value: partyDetails(order?.supplier), testId: 'supplier_details' },
    { label: t.fields.destination, value: order?.address?.name, testId: 'destination' },
    {
      label: t.fields.destinationDetails,
      value: partyDetails(order?.address),
      testId: 'destination_details',
    },
    { label: t.fields.packageNumber, value: order?.package_number, testId: 'package_number' },
    { label: t.fields.operator, value: order?.operator, testId: 'operator' },
    { label: t.fields.paymentCode, value: order?.payment_code, testId: 'payment_code' },
    { label: t.fields.zone, value: order?.zone, testId: 'zone' },
  ].filter((f) => f.testId !== choosing);
  // Fields with a value show; empty read-only ones fold away, so the actions stay within reach.
  const filled = fields.filter((f) => !isEmpty(f.value));
  const empty = fields.filter((f) => isEmpty(f.value));
  const grid = (list: ReadOnlyField[]) => (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
      {list.map((f) => (
        <ReadOnly key={f.testId} {...f} />
      ))}
    </SimpleGrid>
  );
  return (
    <>
      {choosing && partySelect(choosing)}
      {grid(filled)}
      <Checkbox
        size="md"
        label={t.fields.agentDelivery}
        checked={Boolean(order?.transport_mean?.flag_agent)}
        readOnly
        onChange={() => undefined}
        data-testid="order-field-agent_delivery"
      />
      {empty.length > 0 && (
        <>
          <Button
            variant="subtle"
            size="sm"
            mih={40}
            style={{ alignSelf: 'flex-start' }}
            onClick={() => setShowEmpty((v) => !v)}
            aria-expanded={showEmpty}
            data-testid="order-empty-fields"
          >
            {t.emptyFields(empty.length)} {showEmpty ? '▲' : '▼'}
          </Button>
          <Collapse expanded={showEmpty} keepMountedMode="display-none">
            {grid(empty)}
          </Collapse>
        </>
      )}
    </>
  );
}
