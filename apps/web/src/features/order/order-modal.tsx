/**
 * The order modal (spec sections 2, 4, 5): show (read-only), edit or new, with every field of the
 * spec — id and the flags closed, partial, prepared, delivered, suspended hidden. Confirm stays
 * disabled while read-only and while a required field (all but id) is empty. Editing sends only name
 * and description; a new order sends the order form; deletion asks confirmation first.
 */
import { useState, type ReactNode } from 'react';
import { Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { dialogs } from '../../lib/dialogs';
import { feedback } from '../../lib/reader';
import { toast } from '../../lib/toasts';
import { m } from '../../messages/it';
import { createOrder, deleteOrder, fetchParties, orderKeys, updateOrder } from './api';
import { partyOf, type OrderMode } from './mode';
import { partyDetails } from '../../domain/format';
import type { Project } from '../../domain/records';

const t = m.order;

export type OrderModalMode = 'show' | 'edit' | 'new';

export interface OrderModalProps {
  mode: OrderModalMode;
  orderMode: OrderMode;
  order: Project | null;
  onClose: () => void;
  /** After a create, update or delete. */
  onChanged: () => void;
  onModeChange: (mode: OrderModalMode) => void;
}

const FLAGS = ['closed', 'partial', 'prepared', 'delivered', 'suspended'] as const;

function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

interface Values {
  name: string;
  description: string;
  partyId: string | null;
}

function ReadOnly({
  label,
  value,
  testId,
}: {
  label: string;
  value: string | number | null | undefined;
  testId: string;
}) {
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

export function OrderModal({ mode, orderMode, order, onClose, onChanged, onModeChange }: OrderModalProps) {
  const fullScreen = useMediaQuery('(max-width: 600px)');
  const party = partyOf(orderMode);
  const [values, setValues] = useState<Values>(() => ({
    name: order?.name ?? '',
    description: order?.description ?? '',
    partyId: null,
  }));
  const [busy, setBusy] = useState(false);
  const editable = mode !== 'show';
  const parties = useQuery({
    queryKey: orderKeys.parties(party === 'customer' ? 'customers' : 'suppliers'),
    queryFn: () => fetchParties(party === 'customer' ? 'customers' : 'suppliers'),
    enabled: mode === 'new',
  });

  // Required: Id Ordine (the id, field 0, is not). Confirm needs them filled and an editable mode.
  const missing = values.name.trim() === '';
  const canConfirm = editable && !missing && !busy;

  const confirm = async () => {
    if (!canConfirm) return;
    setBusy(true);
    try {
      if (mode === 'edit' && order) {
        await updateOrder(order.id, { name: values.name.trim(), description: values.description });
      } else {
        const partyId = values.partyId ? Number(values.partyId) : null;
        await createOrder(orderMode, {
          name: values.name.trim(),
          description: values.description,
          customer_id: party === 'customer' ? partyId : null,
          supplier_id: party === 'supplier' ? partyId : null,
        });
      }
      toast.success(t.saved);
      onChanged();
      onClose();
    } catch (error) {
      feedback.error();
      await dialogs.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!order || !(await dialogs.confirm(t.deleteConfirm))) return;
    setBusy(true);
    try {
      await deleteOrder(order.id);
      toast.success(t.deleted);
      onChanged();
      onClose();
    } catch (error) {
      feedback.error();
      await dialogs.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const partyField = (kind: 'customer' | 'supplier'): ReactNode => {
    const label = kind === 'customer' ? t.fields.customer : t.fields.supplier;
    if (mode === 'new' && kind === party) {
      return (
        <Select
          size="md"
          label={label}
          placeholder={t.selectPlaceholder}
          searchable
          clearable
          data={(parties.data ?? []).map((p) => ({ value: String(p.id), label: p.name ?? '' }))}
          value={values.partyId}
          onChange={(value) => setValues((v) => ({ ...v, partyId: value }))}
          comboboxProps={{ withinPortal: true, zIndex: 400 }}
          data-testid={`order-field-${kind}`}
        />
      );
    }
    return <ReadOnly label={label} value={order?.[kind]?.name} testId={kind} />;
  };

  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen={fullScreen}
      size="lg"
      title={t.modalTitle[mode]}
      closeButtonProps={{ 'aria-label': t.close }}
      data-testid="order-modal"
    >
      <form
        data-testid={`order-modal-${mode}`}
        onSubmit={(e) => {
          e.preventDefault();
          void confirm();
        }}
      >
        <input type="hidden" name="id" value={order?.id ?? ''} data-testid="order-field-id" />
        {FLAGS.map((flag) => (
          <input
            key={flag}
            type="hidden"
            name={flag}
            value={String(Boolean(order?.[flag]))}
            data-testid={`order-field-${flag}`}
          />
        ))}
        <Stack gap="sm">
          <TextInput
            size="md"
            label={t.fields.name}
            withAsterisk
            required={editable}
            readOnly={!editable}
            variant={editable ? 'default' : 'filled'}
            value={values.name}
            onChange={(e) => {
              const name = e.currentTarget.value;
              setValues((v) => ({ ...v, name }));
            }}
            data-autofocus={editable || undefined}
            data-testid="order-field-name"
          />
          <TextInput
            size="md"
            label={t.fields.description}
            readOnly={!editable}
            variant={editable ? 'default' : 'filled'}
            value={values.description}
            onChange={(e) => {
              const description = e.currentTarget.value;
              setValues((v) => ({ ...v, description }));
            }}
            data-testid="order-field-description"
          />
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
          <Group justify="flex-end" gap="sm" mt="sm">
            {mode === 'show' && order && (
              <>
                <Button
                  variant="light"
                  color="red"
                  onClick={() => void remove()}
                  disabled={busy}
                  data-testid="order-delete"
                >
                  {t.delete}
                </Button>
                <Button variant="default" onClick={() => onModeChange('edit')} data-testid="order-edit">
                  {t.edit}
                </Button>
              </>
            )}
            <Button variant="default" onClick={onClose} data-testid="order-cancel">
              {mode === 'show' ? t.close : t.cancel}
            </Button>
            <Button type="submit" disabled={!canConfirm} loading={busy} data-testid="order-confirm">
              {t.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
