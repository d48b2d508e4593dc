/**
 * The store item modal, three ways: a new supply item (item selector and 'Quantità da Prelevare'),
 * editing a supply item's 'Quantità da Prelevare', or entering the picked quantity ('Quantità
 * Prelevata'). The open line and its quantity are the scan engine's (lib/scan); checks and writes
 * are the screen's. The confirm button is off while a required field is empty, while read-only and
 * during a write.
 */
import { useMemo } from 'react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { m } from '../../messages/it';
import { formatQuantity } from '../../domain/format';
import { isDivisibleUnit, measureUnitOf } from '../../domain/items';
import { expectedOf } from '../../domain/picks';
import type { Item } from '../../domain/records';
import { QuantityInput } from '../../lib/kit/quantity-input';
import type { OpenLine } from '../../lib/scan/scan-loop';
import { lineItem, type StoreLine } from './store-line';

const t = m.store.itemModal;

export interface ItemModalProps {
  open: OpenLine<StoreLine> | null;
  items: Item[];
  busy: boolean;
  readOnly: boolean;
  /** Another operator's figure since the dialog opened, with who and when (issue 41). */
  changedNote?: string | null;
  onQuantity: (value: string | number) => void;
  /** Another item chosen in the selector of a new line. */
  onItem: (item: Item | null) => void;
  onConfirm: () => void;
  onClose: () => void;
}

function lineKey(line: StoreLine): string {
  return line.mode === 'new' ? 'new' : `${line.mode}-${line.pick.id}`;
}

export function ItemModal(props: ItemModalProps) {
  const { open, onClose } = props;
  const title = open?.line.mode === 'new' ? t.newTitle : t.editTitle;
  return (
    <Modal opened={open !== null} onClose={onClose} title={title} transitionProps={{ duration: 0 }} centered>
      {open && <ItemFields key={lineKey(open.line)} {...props} open={open} />}
    </Modal>
  );
}

function ItemFields({
  open,
  items,
  busy,
  readOnly,
  changedNote,
  onQuantity,
  onItem,
  onConfirm,
  onClose,
}: ItemModalProps & { open: OpenLine<StoreLine> }) {
  const { line } = open;
  const item = lineItem(line);
  const empty = open.quantity === '' || open.quantity === '-' || item === null;
  return (
    <form
      data-testid="item-modal"
      data-mode={line.mode}
      onSubmit={(e) => {
        e.preventDefault();
        if (!empty && !busy && !readOnly) onConfirm();
      }}
    >
      <Stack gap="sm">
        {line.mode === 'new' ? (
          <ItemSelect items={items} item={item} onItem={onItem} />
        ) : (
          <Stack gap={2}>
            <Text fw={700} data-testid="item-code">
              {item?.code ?? ''}
            </Text>
            <Text size="sm" data-testid="item-description">
              {item?.description ?? ''}
            </Text>
            {line.mode === 'picked' && (
              <Text size="sm" c="dimmed" data-testid="item-expected">
                {m.store.columns.expected}: {formatQuantity(expectedOf(line.pick))}{' '}
                {line.pick.item?.measure_unit?.name ?? ''}
              </Text>
            )}
          </Stack>
        )}
        <QuantityInput
          label={line.mode === 'picked' ? t.picked : t.expected}
          unit={measureUnitOf(item)}
          divisible={isDivisibleUnit(item?.measure_unit)}
          value={open.quantity}
          error={open.error}
          onChange={onQuantity}
          readOnly={readOnly}
          autoFocus={line.mode !== 'new'}
          testId="item-quantity"
        />
        {changedNote && (
          <Text size="sm" c="orange.9" data-testid="item-changed">
            {changedNote}
          </Text>
        )}
        {busy && (
          <Text size="sm" c="blue.8" data-testid="item-updating">
            {m.store.updating}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-testid="item-cancel">
            {t.cancel}
          </Button>
          <Button type="submit" disabled={empty || busy || readOnly} data-testid="item-confirm">
            {t.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The item of a new supply line: every item, plus the one just read when the list lacks it. */
function ItemSelect({
  items,
  item,
  onItem,
}: {
  items: Item[];
  item: Item | null;
  onItem: (i: Item | null) => void;
}) {
  const options = useMemo(() => {
    const list = items.map((i) => ({ value: String(i.id), label: `${i.code} - ${i.description ?? ''}` }));
    if (item && !items.some((i) => i.id === item.id))
      list.unshift({ value: String(item.id), label: `${item.code} - ${item.description ?? ''}` });
    return list;
  }, [items, item]);
  return (
    <Select
      label={t.item}
      withAsterisk
      searchable
      clearable
      limit={50}
      data={options}
      value={item ? String(item.id) : null}
      onChange={(id) => onItem(id === null ? null : (items.find((i) => String(i.id) === id) ?? item))}
      placeholder={t.itemPlaceholder}
      nothingFoundMessage={t.nothingFound}
      comboboxProps={{ withinPortal: true, zIndex: 400 }}
      data-testid="item-select"
    />
  );
}
