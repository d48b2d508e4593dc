/**
 * The add/edit modal of a per-location document (packing spec §2): location, code, description,
 * date (today by default), closed, partial, and the number of items detected (read-only). Confirm
 * stays off while a required field is empty.
 */
import { Button, Checkbox, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { m } from '../../messages/it';
import type { DocumentForm } from './api';
import { formatQuantity } from './format';
import type { InventoryDocument, Named } from './types';
import { useDocumentForm } from './use-document-form';

const t = m.inventory;

export interface DocumentModalProps {
  /** The document edited, 'new', or null when closed. */
  target: InventoryDocument | 'new' | null;
  locations: Named[];
  busy: boolean;
  onSave: (form: DocumentForm, existing: InventoryDocument | null) => void;
  onClose: () => void;
}

export function DocumentModal(props: DocumentModalProps) {
  const { target, onClose } = props;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={<Text fw={700}>{target === 'new' ? t.newDocumentTitle : t.editDocumentTitle}</Text>}
      transitionProps={{ duration: 0 }}
      centered
    >
      {target !== null && (
        <DocumentFields key={target === 'new' ? 'new' : target.id} {...props} target={target} />
      )}
    </Modal>
  );
}

function DocumentFields({
  target,
  locations,
  busy,
  onSave,
  onClose,
}: DocumentModalProps & { target: InventoryDocument | 'new' }) {
  const existing = target === 'new' ? null : target;
  const f = useDocumentForm(existing, locations);

  return (
    <form
      data-testid="document-modal"
      onSubmit={(e) => {
        e.preventDefault();
        const form = f.form();
        if (form && !busy) onSave(form, existing);
      }}
    >
      <Stack gap="sm">
        <Select
          label={t.location}
          withAsterisk
          searchable
          limit={200}
          data={locations.map((l) => ({ value: String(l.id), label: l.name }))}
          value={f.locationId}
          onChange={f.chooseLocation}
          nothingFoundMessage={t.nothingFound}
          comboboxProps={{ withinPortal: true, zIndex: 400 }}
          data-testid="document-location"
        />
        <TextInput
          label={t.fields.code}
          withAsterisk
          value={f.code}
          onChange={(e) => f.setCode(e.currentTarget.value)}
          data-testid="document-code"
        />
        <TextInput
          label={t.fields.description}
          withAsterisk
          value={f.description}
          onChange={(e) => f.setDescription(e.currentTarget.value)}
          data-testid="document-description"
        />
        <TextInput
          type="date"
          label={t.fields.issuedAt}
          withAsterisk
          value={f.issuedAt}
          onChange={(e) => f.setIssuedAt(e.currentTarget.value)}
          data-testid="document-issued-at"
        />
        <Group gap="lg">
          <Checkbox
            size="md"
            label={t.fields.closed}
            checked={f.closed}
            onChange={(e) => f.setClosed(e.currentTarget.checked)}
            data-testid="document-closed"
          />
          <Checkbox
            size="md"
            label={t.fields.partial}
            checked={f.partial}
            onChange={(e) => f.setPartial(e.currentTarget.checked)}
            data-testid="document-partial"
          />
        </Group>
        <TextInput
          label={t.fields.quantityDetected}
          readOnly
          value={formatQuantity(existing?.quantity_detected ?? 0)}
          data-testid="document-detected"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-testid="document-cancel">
            {t.line.cancel}
          </Button>
          <Button type="submit" disabled={!f.complete || busy} loading={busy} data-testid="document-confirm">
            {t.line.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
