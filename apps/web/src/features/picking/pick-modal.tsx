/**
 * The pick modal: what to pick (code, description, location and the other locations, stock with what
 * is available when some is locked, expected with what was already entered) and the quantity to enter
 * with its measure unit. Checking and writing the quantity is the caller's.
 */
import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { m } from '../../messages/it';
import { formatQuantity, parseQuantity } from '../../domain/format';
import { stockOf } from '../../domain/items';
import { detectedOf, expectedOf, otherLocations, pickLocationName } from '../../domain/picks';
import type { Pick } from '../../domain/records';

const t = m.picking.pick;

function Line({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" miw={110} style={{ flex: 'none' }}>
        {label}
      </Text>
      <Text fw={600} data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

export interface PickModalProps {
  pick: Pick | null;
  prefillRemaining: boolean;
  /** The entered quantity; the modal closes when the caller closes it (onClose or a new pick). */
  onConfirm: (pick: Pick, quantity: number) => void;
  onClose: () => void;
}

export function PickModal({ pick, prefillRemaining, onConfirm, onClose }: PickModalProps) {
  return (
    <Modal
      opened={pick !== null}
      onClose={onClose}
      title={<Text fw={700}>{pick?.item?.code ?? ''}</Text>}
      transitionProps={{ duration: 0 }}
      centered
    >
      {pick && (
        <PickForm
          key={pick.id}
          pick={pick}
          prefillRemaining={prefillRemaining}
          onConfirm={onConfirm}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function PickForm({ pick, prefillRemaining, onConfirm, onClose }: PickModalProps & { pick: Pick }) {
  const detected = detectedOf(pick);
  const remaining = Math.max(0, expectedOf(pick) - detected);
  const [value, setValue] = useState<string | number>(prefillRemaining && remaining > 0 ? remaining : '');
  const { stock, available } = stockOf(pick.item);
  const others = otherLocations(pick);
  const unit = pick.item?.measure_unit?.name ?? '';
  const empty = value === '' || value === '-';

  return (
    <form
      data-testid="pick-modal"
      data-pick-id={pick.id}
      onSubmit={(e) => {
        e.preventDefault();
        if (!empty) onConfirm(pick, parseQuantity(value));
      }}
    >
      <Stack gap={6}>
        <Line label={t.code} testId="pick-code">
          {pick.item?.code ?? ''}
        </Line>
        <Line label={t.description} testId="pick-description">
          {pick.item?.description ?? ''}
        </Line>
        <Line label={t.location} testId="pick-location">
          {pickLocationName(pick)}
        </Line>
        {others.length > 0 && (
          <Line label={t.otherLocations} testId="pick-other-locations">
            {others.join(', ')}
          </Line>
        )}
        <Line label={t.stock} testId="pick-stock">
          {formatQuantity(stock)}
          {available !== null && ` (${t.available}: ${formatQuantity(available)})`}
        </Line>
        <Line label={t.expected} testId="pick-expected">
          {formatQuantity(expectedOf(pick))} ({t.alreadyEntered}: {formatQuantity(detected)})
        </Line>
        <NumberInput
          mt="xs"
          size="md"
          label={t.quantity}
          withAsterisk
          data-autofocus
          inputMode="decimal"
          decimalSeparator=","
          allowedDecimalSeparators={['.', ',']}
          hideControls
          value={value}
          onChange={setValue}
          rightSection={
            <Text size="sm" c="dimmed" pr={6}>
              {unit}
            </Text>
          }
          rightSectionWidth={unit ? Math.max(36, unit.length * 10 + 12) : undefined}
          data-testid="pick-quantity"
        />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onClose} data-testid="pick-cancel">
            {t.cancel}
          </Button>
          <Button type="submit" disabled={empty} data-testid="pick-confirm">
            {t.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
