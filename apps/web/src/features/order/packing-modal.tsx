/**
 * The row modal (spec §2): code, description, location (a select, editable only for incoming), all
 * locations, stock with what is available, expected with what was already entered, the quantity with
 * its measure unit, and the package (a select with 'Nuovo collo'; not for incoming). Controlled: the
 * screen owns the values, so a repeated reading can add 1 to the quantity while it is open.
 */
import type { ReactNode } from 'react';
import { Button, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { m } from '../../messages/it';
import { formatQuantity } from './packing-format';
import { detectedOf, rowComplete } from './packing-rules';
import type { Draft } from './use-packing';
import type { Named, Package } from './packing-types';

const t = m.packing.modal;

function Line({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" miw={104} style={{ flex: 'none' }}>
        {label}
      </Text>
      <Text fw={600} size="sm" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

export interface PackingModalProps {
  draft: Draft | null;
  incoming: boolean;
  locations: Named[];
  packages: Package[];
  busy: boolean;
  onChange: (draft: Draft) => void;
  onConfirm: (draft: Draft) => void;
  onCancel: () => void;
  onNewPackage: () => Promise<string | null>;
}

export function PackingModal(props: PackingModalProps) {
  const { draft, onCancel } = props;
  return (
    <Modal
      opened={draft !== null}
      onClose={onCancel}
      title={<Text fw={700}>{draft?.pick.item?.code ?? ''}</Text>}
      transitionProps={{ duration: 0 }}
      centered
    >
      {draft && <PackingForm {...props} draft={draft} />}
    </Modal>
  );
}

function PackingForm({
  draft,
  incoming,
  locations,
  packages,
  busy,
  onChange,
  onConfirm,
  onCancel,
  onNewPackage,
}: PackingModalProps & { draft: Draft }) {
  const { pick } = draft;
  const item = pick.item;
  const stock = Number(item?.quantity ?? 0);
  const available = stock - Number(item?.locked_quantity ?? 0);
  const unit = item?.measure_unit?.name ?? '';
  const complete = rowComplete(pick, draft, incoming);
  const set = (patch: Partial<Draft>) => onChange({ ...draft, ...patch });

  return (
    <form
      data-testid="pick-modal"
      data-pick-id={pick.id}
      onSubmit={(e) => {
        e.preventDefault();
        if (complete && !busy) onConfirm(draft);
      }}
    >
      <Stack gap={6}>
        <Line label={t.code} testId="pick-code">
          {item?.code ?? ''}
        </Line>
        <Line label={t.description} testId="pick-description">
          {item?.description ?? ''}
        </Line>
        <Select
          label={t.location}
          withAsterisk
          size="md"
          searchable
          disabled={!incoming}
          data={locations.map((l) => ({ value: String(l.id), label: l.name }))}
          value={draft.locationId}
          onChange={(value) => set({ locationId: value })}
          comboboxProps={{ withinPortal: true }}
          data-testid="pick-location"
        />
        <Line label={t.locations} testId="pick-locations">
          {(item?.locations ?? []).map((l) => l.name).join(', ')}
        </Line>
        <Line label={t.stock} testId="pick-stock">
          {formatQuantity(stock)} ({t.available}: {formatQuantity(available)})
        </Line>
        <Line label={t.expected} testId="pick-expected">
          {formatQuantity(pick.quantity)} ({t.alreadyEntered}: {formatQuantity(detectedOf(pick))})
        </Line>
        <NumberInput
          size="md"
          label={t.quantity}
          withAsterisk
          data-autofocus
          inputMode="decimal"
          decimalSeparator=","
          allowedDecimalSeparators={['.', ',']}
          hideControls
          value={draft.quantity}
          onChange={(value) => set({ quantity: value })}
          rightSection={
            <Text size="sm" c="dimmed" pr={6}>
              {unit}
            </Text>
          }
          rightSectionWidth={unit ? Math.max(36, unit.length * 10 + 12) : undefined}
          data-testid="pick-quantity"
        />
        {!incoming && (
          <Group gap={6} align="flex-end" wrap="nowrap">
            <Select
              style={{ flex: 1, minWidth: 0 }}
              label={t.package}
              withAsterisk
              size="md"
              data={packages.map((p) => ({ value: String(p.id), label: p.name }))}
              value={draft.packageId}
              onChange={(value) => set({ packageId: value })}
              comboboxProps={{ withinPortal: true }}
              data-testid="pick-package"
            />
            <Button
              variant="light"
              size="md"
              px={10}
              disabled={busy}
              onClick={async () => {
                const id = await onNewPackage();
                if (id) set({ packageId: id });
              }}
              data-testid="pick-new-package"
            >
              {t.newPackage}
            </Button>
          </Group>
        )}
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" size="md" onClick={onCancel} data-testid="pick-cancel">
            {t.cancel}
          </Button>
          <Button type="submit" size="md" disabled={!complete || busy} data-testid="pick-confirm">
            {t.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
