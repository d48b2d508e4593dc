/**
 * The row modal (spec §2): code, description, location (a select, editable only for incoming), all
 * locations, stock with what is available, expected with what was already entered, the quantity with
 * its measure unit, and the package (a select with 'Nuovo collo'; not for incoming). Controlled: the
 * screen owns the values, so a repeated reading can add 1 to the quantity while it is open.
 */
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { OffReason } from '../../lib/kit/off-reason';
import { isDivisibleUnit } from '../../domain/items';
import { ReadLotLine } from '../../domain/read-lot-line';
import { QuantityInput } from '../../lib/kit/quantity-input';
import { DetailLine } from '../../lib/kit/detail-line';
import { m } from '../../messages/it';
import { PackageField } from './package-field';
import { formatQuantity } from '../../domain/format';
import { detectedOf, rowComplete } from './packing-rules';
import type { Draft, Named, Package } from './packing-types';

const t = m.packing.modal;

/** What keeps 'Conferma' off, in the order the form asks for it. */
function offReason(draft: Draft, incoming: boolean): string | null {
  const off = m.scanner.confirmOff;
  if (draft.quantity.trim() === '') return off.quantity;
  if (!draft.locationId) return off.location;
  if (!incoming && !draft.packageId) return off.package;
  return null;
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

/** This modal has more lines than the others: narrower labels, smaller values. */
const LINE = { labelWidth: 104, valueSize: 'sm' } as const;

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
        <DetailLine {...LINE} label={t.code} testId="pick-code">
          {item?.code ?? ''}
        </DetailLine>
        <DetailLine {...LINE} label={t.description} testId="pick-description">
          {item?.description ?? ''}
        </DetailLine>
        {incoming ? (
          <Select
            label={t.location}
            withAsterisk
            size="md"
            searchable
            data={locations.map((l) => ({ value: String(l.id), label: l.name }))}
            value={draft.locationId}
            onChange={(value) => set({ locationId: value })}
            comboboxProps={{ withinPortal: true }}
            data-testid="pick-location"
          />
        ) : (
          <DetailLine {...LINE} label={t.location} testId="pick-location-name">
            {locations.find((l) => String(l.id) === draft.locationId)?.name ??
              draft.pick.item?.location?.name ??
              ''}
          </DetailLine>
        )}
        <DetailLine {...LINE} label={t.locations} testId="pick-locations">
          {(item?.locations ?? []).map((l) => l.name).join(', ')}
        </DetailLine>
        <DetailLine {...LINE} label={t.stock} testId="pick-stock">
          {formatQuantity(stock)} ({t.available}: {formatQuantity(available)})
        </DetailLine>
        <DetailLine {...LINE} label={t.expected} testId="pick-expected">
          {formatQuantity(pick.quantity)} ({t.alreadyEntered}: {formatQuantity(detectedOf(pick))})
        </DetailLine>
        <ReadLotLine {...LINE} lot={draft.lot} />
        <QuantityInput
          label={t.quantity}
          unit={unit}
          divisible={isDivisibleUnit(item?.measure_unit)}
          value={draft.quantity}
          error={draft.error}
          onChange={(value) => set({ quantity: String(value) })}
          autoFocus
          testId="pick-quantity"
        />
        {!incoming && (
          <PackageField
            packages={packages}
            value={draft.packageId}
            busy={busy}
            onChange={(value) => set({ packageId: value })}
            onNewPackage={onNewPackage}
          />
        )}
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" size="md" onClick={onCancel} data-testid="pick-cancel">
            {t.cancel}
          </Button>
          <Button type="submit" size="md" disabled={!complete || busy} data-testid="pick-confirm">
            {t.confirm}
          </Button>
        </Group>
        <OffReason reason={complete || busy ? null : offReason(draft, incoming)} />
      </Stack>
    </form>
  );
}
