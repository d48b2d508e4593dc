/** 'Visualizza Lista di Prelievo': every field of a picking list, read-only. */
import { useRef } from 'react';
import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { m } from '../../messages/it';
import { formatDate, partyDetails } from '../../domain/format';
import type { Project } from '../../domain/records';

const f = m.picking.fields;

function Field({
  label,
  value,
  testId,
}: {
  label: string;
  value: string | number | null | undefined;
  testId: string;
}) {
  return <TextInput label={label} value={value == null ? '' : String(value)} readOnly data-testid={testId} />;
}

function Flag({
  label,
  checked,
  testId,
}: {
  label: string;
  checked: boolean | null | undefined;
  testId: string;
}) {
  return (
    <Checkbox label={label} checked={!!checked} readOnly onChange={() => undefined} data-testid={testId} />
  );
}

export function PickingListModal({
  project: open,
  onClose,
}: {
  project: Project | null;
  onClose: () => void;
}) {
  // The last list shown stays in the modal while it fades out.
  const last = useRef(open);
  if (open) last.current = open;
  const project = open ?? last.current;
  return (
    <Modal
      opened={open !== null}
      onClose={onClose}
      title={m.picking.viewList}
      size="lg"
      transitionProps={{ duration: 100 }}
      data-testid="list-modal"
    >
      {project && (
        <Stack gap="xs" data-testid="list-modal-body">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs">
            <Field label={f.id} value={project.id} testId="list-field-id" />
            <Field label={f.number} value={project.name} testId="list-field-number" />
            <Field
              label={f.projectDate}
              value={formatDate(project.project_date)}
              testId="list-field-project-date"
            />
            <Field
              label={f.expectedDate}
              value={formatDate(project.estimated_shipping_date)}
              testId="list-field-expected-date"
            />
            <Field label={f.customer} value={project.customer?.name} testId="list-field-customer" />
            <Field
              label={f.customerDetails}
              value={partyDetails(project.customer)}
              testId="list-field-customer-details"
            />
            <Field label={f.supplier} value={project.supplier?.name} testId="list-field-supplier" />
            <Field
              label={f.supplierDetails}
              value={partyDetails(project.supplier)}
              testId="list-field-supplier-details"
            />
            <Field label={f.destination} value={project.address?.name} testId="list-field-destination" />
            <Field
              label={f.destinationDetails}
              value={partyDetails(project.address)}
              testId="list-field-destination-details"
            />
            <Field label={f.packageNumber} value={project.package_number} testId="list-field-packages" />
            <Field label={f.operator} value={project.operator} testId="list-field-operator" />
            <Field label={f.paymentCode} value={project.payment_code} testId="list-field-payment" />
            <Field label={f.zone} value={project.zone} testId="list-field-zone" />
          </SimpleGrid>
          <Textarea
            label={f.notes}
            value={project.notes ?? project.description ?? ''}
            readOnly
            autosize
            minRows={1}
            data-testid="list-field-notes"
          />
          <SimpleGrid cols={2} spacing="xs" verticalSpacing="sm" mt="xs">
            <Flag
              label={f.agentDelivery}
              checked={project.transport_mean?.flag_agent}
              testId="list-flag-agent"
            />
            <Flag label={f.closed} checked={project.closed} testId="list-flag-closed" />
            <Flag label={f.partial} checked={project.partial} testId="list-flag-partial" />
            <Flag label={f.prepared} checked={project.prepared} testId="list-flag-prepared" />
            <Flag label={f.delivered} checked={project.delivered} testId="list-flag-delivered" />
            <Flag label={f.suspended} checked={project.suspended} testId="list-flag-suspended" />
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button onClick={onClose} data-testid="list-modal-close">
              {m.picking.close}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
