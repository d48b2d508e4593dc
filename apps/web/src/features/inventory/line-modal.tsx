/**
 * The quantity dialog of a counting screen (the scan engine's open line): code, description,
 * expected quantity (with what was already entered) and the quantity to add, in its measure unit.
 * A line added with 'Aggiungi articolo' first chooses its item from a searchable list.
 */
import { useMemo } from 'react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { isDivisibleUnit } from '../../domain/items';
import { ReadLotLine } from '../../domain/read-lot-line';
import { QuantityInput } from '../../lib/kit/quantity-input';
import type { OpenLine } from '../../lib/scan/scan-loop';
import { m } from '../../messages/it';
import { shownDetected, type CountLine } from './count-lines';
import { formatQuantity } from './format';
import type { Item } from './types';
import { CountedBy } from './counted-by';

const t = m.inventory;

export interface LineModalProps {
  open: OpenLine<CountLine> | null;
  items: Item[];
  onQuantity: (text: string | number) => void;
  /** An item chosen from the list (a line added with 'Aggiungi articolo'). */
  onChoose: (item: Item) => void;
  onConfirm: () => void;
  onClose: () => void;
}

export function LineModal({ open, items, onQuantity, onChoose, onConfirm, onClose }: LineModalProps) {
  const choosing = open?.line.key === 'choose:';
  const options = useMemo(
    () =>
      choosing
        ? items.map((i) => ({ value: String(i.id), label: `${i.code} - ${i.description ?? ''}` }))
        : [],
    [choosing, items],
  );
  const line = open?.line ?? null;
  const item = line?.item ?? null;
  const empty = !open || !item || open.quantity.trim() === '';
  return (
    <Modal
      opened={open !== null}
      onClose={onClose}
      title={<Text fw={700}>{item?.code ?? t.addItem}</Text>}
      transitionProps={{ duration: 0 }}
      centered
    >
      {open && line && (
        <form
          data-testid="line-modal"
          data-item-id={item?.id ?? ''}
          onSubmit={(e) => {
            e.preventDefault();
            if (!empty) onConfirm();
          }}
        >
          <Stack gap={6}>
            {choosing && (
              <Select
                label={t.itemToAdd}
                withAsterisk
                searchable
                limit={50}
                data={options}
                value={item ? String(item.id) : null}
                onChange={(value) => {
                  const chosen = items.find((i) => String(i.id) === value);
                  if (chosen) onChoose(chosen);
                }}
                placeholder={t.itemPlaceholder}
                nothingFoundMessage={t.nothingFound}
                comboboxProps={{ withinPortal: true, zIndex: 400 }}
                data-testid="line-item-select"
              />
            )}
            <Text size="sm" data-testid="line-code">
              <Text span c="dimmed">
                {t.line.code}:{' '}
              </Text>
              <Text span fw={600}>
                {item?.code ?? ''}
              </Text>
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="line-description">
              <Text span c="dimmed">
                {t.line.description}:{' '}
              </Text>
              {item?.description ?? ''}
            </Text>
            <Text size="sm" data-testid="line-expected">
              <Text span c="dimmed">
                {t.line.expected}:{' '}
              </Text>
              <Text span fw={600}>
                {formatQuantity(line.expected)}
              </Text>{' '}
              ({t.line.alreadyEntered}: {formatQuantity(shownDetected(line))})
            </Text>
            <CountedBy line={line} labelled />
            <ReadLotLine inline lot={open.lot} />
            <QuantityInput
              label={t.line.quantity}
              unit={item?.measure_unit?.name ?? ''}
              divisible={isDivisibleUnit(item?.measure_unit)}
              value={open.quantity}
              onChange={onQuantity}
              error={open.error}
              autoFocus={!choosing}
              testId="line-quantity"
            />
            <Group justify="flex-end" gap="sm" mt="sm">
              <Button variant="default" onClick={onClose} data-testid="line-cancel">
                {t.line.cancel}
              </Button>
              <Button type="submit" disabled={empty} data-testid="line-confirm">
                {t.line.confirm}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
