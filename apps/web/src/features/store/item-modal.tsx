/**
 * The store item modal, three ways: a new supply item (item selector and 'Quantità da Prelevare'),
 * editing a supply item's 'Quantità da Prelevare', or entering the picked quantity ('Quantità
 * Prelevata'). Checks and writes are the caller's; the confirm button is off while a required field
 * is empty, while read-only and during a write.
 */
import { useMemo, useState } from 'react';
import { Button, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { m } from '../../messages/it';
import { formatQuantity, parseQuantity } from '../../domain/format';
import { detectedOf, expectedOf } from '../../domain/picks';
import type { Item, Pick } from '../../domain/records';

const t = m.store.itemModal;

export type ItemModalState =
  { mode: 'new'; item: Item | null } | { mode: 'expected'; pick: Pick } | { mode: 'picked'; pick: Pick };

export interface ItemModalProps {
  state: ItemModalState | null;
  items: Item[];
  busy: boolean;
  readOnly: boolean;
  /** Field error to show under the quantity (e.g. not above 0). */
  onConfirm: (state: ItemModalState, itemId: number | null, quantity: number) => void;
  onClose: () => void;
  quantityError: string | null;
}

function stateKey(state: ItemModalState): string {
  return state.mode === 'new' ? `new-${state.item?.id ?? ''}` : `${state.mode}-${state.pick.id}`;
}

export function ItemModal(props: ItemModalProps) {
  const { state, onClose } = props;
  const title = state?.mode === 'new' ? t.newTitle : t.editTitle;
  return (
    <Modal opened={state !== null} onClose={onClose} title={title} transitionProps={{ duration: 0 }} centered>
      {state && <ItemFields key={stateKey(state)} {...props} state={state} />}
    </Modal>
  );
}

function ItemFields({
  state,
  items,
  busy,
  readOnly,
  onConfirm,
  onClose,
  quantityError,
}: ItemModalProps & { state: ItemModalState }) {
  const pick = state.mode === 'new' ? null : state.pick;
  const initial =
    state.mode === 'expected'
      ? expectedOf(state.pick)
      : state.mode === 'picked' && detectedOf(state.pick) > 0
        ? detectedOf(state.pick)
        : '';
  const [itemId, setItemId] = useState<string | null>(
    state.mode === 'new' && state.item ? String(state.item.id) : null,
  );
  const [value, setValue] = useState<string | number>(initial);

  const options = useMemo(() => {
    if (state.mode !== 'new') return [];
    const list = items.map((item) => ({
      value: String(item.id),
      label: `${item.code} - ${item.description ?? ''}`,
    }));
    const read = state.item;
    if (read && !items.some((item) => item.id === read.id))
      list.unshift({ value: String(read.id), label: `${read.code} - ${read.description ?? ''}` });
    return list;
  }, [items, state]);

  const empty = value === '' || value === '-' || (state.mode === 'new' && !itemId);
  const label = state.mode === 'picked' ? t.picked : t.expected;

  return (
    <form
      data-testid="item-modal"
      data-mode={state.mode}
      onSubmit={(e) => {
        e.preventDefault();
        if (!empty && !busy && !readOnly)
          onConfirm(state, itemId ? Number(itemId) : null, parseQuantity(value));
      }}
    >
      <Stack gap="sm">
        {state.mode === 'new' ? (
          <Select
            label={t.item}
            withAsterisk
            searchable
            clearable
            limit={50}
            data={options}
            value={itemId}
            onChange={setItemId}
            placeholder={t.itemPlaceholder}
            nothingFoundMessage={t.nothingFound}
            comboboxProps={{ withinPortal: true, zIndex: 400 }}
            data-testid="item-select"
          />
        ) : (
          <Stack gap={2}>
            <Text fw={700} data-testid="item-code">
              {pick?.item?.code ?? ''}
            </Text>
            <Text size="sm" data-testid="item-description">
              {pick?.item?.description ?? ''}
            </Text>
            {state.mode === 'picked' && (
              <Text size="sm" c="dimmed" data-testid="item-expected">
                {m.store.columns.expected}: {formatQuantity(expectedOf(state.pick))}{' '}
                {state.pick.item?.measure_unit?.name ?? ''}
              </Text>
            )}
          </Stack>
        )}
        <NumberInput
          size="md"
          label={label}
          withAsterisk
          data-autofocus={state.mode !== 'new' ? true : undefined}
          inputMode="decimal"
          decimalSeparator=","
          allowedDecimalSeparators={['.', ',']}
          hideControls
          readOnly={readOnly}
          value={value}
          onChange={setValue}
          error={quantityError}
          data-testid="item-quantity"
        />
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
