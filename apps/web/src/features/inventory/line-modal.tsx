/**
 * The quantity dialog of a counting screen: code, description, expected quantity (with what was
 * already entered) and the quantity to add, with its measure unit. A new line (mixed: 'Aggiungi
 * articolo') first chooses its item from a searchable list. Checks and writes are the screen's.
 */
import { useMemo } from 'react';
import { Button, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { m } from '../../messages/it';
import { shownDetected, type CountLine } from './count-lines';
import { formatQuantity } from './format';
import type { Item } from './types';

const t = m.inventory;

export interface LineDialog {
  /** The line counted, or null for an item not counted here yet. */
  line: CountLine | null;
  /** The item (null until chosen from the list). */
  item: Item | null;
  quantity: string | number;
  /** Choose the item from the list ('Aggiungi articolo'). */
  choose: boolean;
}

export interface LineModalProps {
  dialog: LineDialog | null;
  items: Item[];
  onChange: (dialog: LineDialog) => void;
  onConfirm: (dialog: LineDialog) => void;
  onClose: () => void;
}

export function LineModal({ dialog, items, onChange, onConfirm, onClose }: LineModalProps) {
  const options = useMemo(
    () =>
      dialog?.choose
        ? items.map((i) => ({ value: String(i.id), label: `${i.code} - ${i.description ?? ''}` }))
        : [],
    [dialog?.choose, items],
  );
  const item = dialog?.item ?? null;
  const line = dialog?.line ?? null;
  const unit = item?.measure_unit?.name ?? '';
  const empty = !dialog || !item || dialog.quantity === '' || dialog.quantity === '-';
  return (
    <Modal
      opened={dialog !== null}
      onClose={onClose}
      title={<Text fw={700}>{item?.code ?? t.addItem}</Text>}
      transitionProps={{ duration: 0 }}
      centered
    >
      {dialog && (
        <form
          data-testid="line-modal"
          data-item-id={item?.id ?? ''}
          onSubmit={(e) => {
            e.preventDefault();
            if (!empty) onConfirm(dialog);
          }}
        >
          <Stack gap={6}>
            {dialog.choose && (
              <Select
                label={t.itemToAdd}
                withAsterisk
                searchable
                limit={50}
                data={options}
                value={item ? String(item.id) : null}
                onChange={(value) =>
                  onChange({ ...dialog, item: items.find((i) => String(i.id) === value) ?? null })
                }
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
                {formatQuantity(line ? line.expected : (item?.quantity ?? 0))}
              </Text>{' '}
              ({t.line.alreadyEntered}: {formatQuantity(line ? shownDetected(line) : 0)})
            </Text>
            <NumberInput
              mt="xs"
              size="md"
              label={t.line.quantity}
              withAsterisk
              data-autofocus
              inputMode="decimal"
              decimalSeparator=","
              allowedDecimalSeparators={['.', ',']}
              allowDecimal={unit.toUpperCase() !== 'PZ'}
              hideControls
              value={dialog.quantity}
              onChange={(quantity) => onChange({ ...dialog, quantity })}
              rightSection={
                <Text size="sm" c="dimmed" pr={6}>
                  {unit}
                </Text>
              }
              rightSectionWidth={unit ? Math.max(36, unit.length * 10 + 12) : undefined}
              data-testid="line-quantity"
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
