/**
 * The add/edit modal of a per-location document (packing spec §2): location, code, description,
 * date (today by default), closed, partial, and the number of items detected (read-only). Confirm
 * stays off while a required field is empty.
 */
import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { m } from '../../messages/it';
import type { DocumentForm } from './api';
import { formatQuantity, today } from './format';
import type { InventoryDocument, Named } from './types';

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
  const [locationId, setLocationId] = useState<string | null>(
    existing?.location_id != null ? String(existing.location_id) : null,
  );
  const [code, setCode] = useState(existing?.code ?? '');
  const [description, setDescription] = useState(existing?.description ?? '');
  const [issuedAt, setIssuedAt] = useState(existing?.issued_at?.slice(0, 10) ?? today());
  const [closed, setClosed] = useState(existing?.closed === true);
  const [partial, setPartial] = useState(existing?.partial === true);
  const location = locations.find((l) => String(l.id) === locationId) ?? null;
  const complete = location !== null && code.trim() !== '' && description.trim() !== '' && issuedAt !== '';

  const chooseLocation = (value: string | null) => {
    setLocationId(value);
    const chosen = locations.find((l) => String(l.id) === value);
    // The location's own code and name are the usual code and description of its document.
    if (chosen && !code.trim()) setCode(chosen.code ?? chosen.name);
    if (chosen && !description.trim()) setDescription(chosen.name);
  };

  return (
    <form
      data-testid="document-modal"
      onSubmit={(e) => {
        e.preventDefault();
        if (!complete || busy) return;
        onSave(
          {
            location_id: location.id,
            name: location.name,
            code: code.trim(),
            description: description.trim(),
            issued_at: issuedAt,
            closed,
            partial,
          },
          existing,
        );
      }}
    >
      <Stack gap="sm">
        <Select
          label={t.location}
          withAsterisk
          searchable
          limit={200}
          data={locations.map((l) => ({ value: String(l.id), label: l.name }))}
          value={locationId}
          onChange={chooseLocation}
          nothingFoundMessage={t.nothingFound}
          comboboxProps={{ withinPortal: true, zIndex: 400 }}
          data-testid="document-location"
        />
        <TextInput
          label={t.fields.code}
          withAsterisk
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          data-testid="document-code"
        />
        <TextInput
          label={t.fields.description}
          withAsterisk
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          data-testid="document-description"
        />
        <TextInput
          type="date"
          label={t.fields.issuedAt}
          withAsterisk
          value={issuedAt}
          onChange={(e) => setIssuedAt(e.currentTarget.value)}
          data-testid="document-issued-at"
        />
        <Group gap="lg">
          <Checkbox
            size="md"
            label={t.fields.closed}
            checked={closed}
            onChange={(e) => setClosed(e.currentTarget.checked)}
            data-testid="document-closed"
          />
          <Checkbox
            size="md"
            label={t.fields.partial}
            checked={partial}
            onChange={(e) => setPartial(e.currentTarget.checked)}
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
          <Button type="submit" disabled={!complete || busy} loading={busy} data-testid="document-confirm">
            {t.line.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
