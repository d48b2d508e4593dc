/**
 * The pick modal: what to pick (code, description, list, location and the other locations, stock
 * with what is available when some is locked, expected with what was already entered) and the
 * quantity in its measure unit. The scan engine owns its state; checking and writing are the screen's.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatQuantity } from '../../domain/format';
import { isDivisibleUnit, measureUnitOf, stockOf } from '../../domain/items';
import { ReadLotLine } from '../../domain/read-lot-line';
import { detectedOf, expectedOf, otherLocations, pickLocationName } from '../../domain/picks';
import type { Pick } from '../../domain/records';
import { DetailLine } from '../../lib/kit/detail-line';
import { OffReason } from '../../lib/kit/off-reason';
import { QuantityInput } from '../../lib/kit/quantity-input';
import type { OpenLine } from '../../lib/scan/scan-loop';
import { m } from '../../messages/it';

const t = m.picking.pick;

export interface PickModalProps {
  open: OpenLine<Pick> | null;
  /** The list and customer of the pick, when several lists are open. */
  list: string | null;
  onQuantity: (value: string | number) => void;
  onConfirm: () => void;
  onClose: () => void;
}

export function PickModal({ open, list, onQuantity, onConfirm, onClose }: PickModalProps) {
  const pick = open?.line ?? null;
  return (
    <Modal
      opened={pick !== null}
      onClose={onClose}
      title={<Text fw={700}>{pick?.item?.code ?? ''}</Text>}
      transitionProps={{ duration: 0 }}
      centered
    >
      {open && pick && (
        <form
          data-testid="pick-modal"
          data-pick-id={pick.id}
          onSubmit={(e) => {
            e.preventDefault();
            onConfirm();
          }}
        >
          <Stack gap={6}>
            <DetailLine label={t.code} testId="pick-code">
              {pick.item?.code ?? ''}
            </DetailLine>
            <DetailLine label={t.description} testId="pick-description">
              {pick.item?.description ?? ''}
            </DetailLine>
            {list && (
              <DetailLine label={m.picking.columns.list} testId="pick-list">
                {list}
              </DetailLine>
            )}
            <DetailLine label={t.location} testId="pick-location">
              {pickLocationName(pick)}
            </DetailLine>
            {otherLocations(pick).length > 0 && (
              <DetailLine label={t.otherLocations} testId="pick-other-locations">
                {otherLocations(pick).join(', ')}
              </DetailLine>
            )}
            <StockLine pick={pick} />
            <DetailLine label={t.expected} testId="pick-expected">
              {formatQuantity(expectedOf(pick))} ({t.alreadyEntered}: {formatQuantity(detectedOf(pick))})
            </DetailLine>
            <ReadLotLine lot={open.lot} />
            <QuantityInput
              label={t.quantity}
              unit={measureUnitOf(pick.item)}
              divisible={isDivisibleUnit(pick.item?.measure_unit)}
              value={open.quantity}
              error={open.error}
              onChange={onQuantity}
              autoFocus
              testId="pick-quantity"
            />
            <Group justify="flex-end" gap="sm" mt="sm">
              <Button variant="default" onClick={onClose} data-testid="pick-cancel">
                {t.cancel}
              </Button>
              <Button type="submit" disabled={open.quantity.trim() === ''} data-testid="pick-confirm">
                {t.confirm}
              </Button>
            </Group>
            <OffReason reason={open.quantity.trim() === '' ? m.scanner.confirmOff.quantity : null} />
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function StockLine({ pick }: { pick: Pick }) {
  const { stock, available } = stockOf(pick.item);
  return (
    <DetailLine label={t.stock} testId="pick-stock">
      {formatQuantity(stock)}
      {available !== null && ` (${t.available}: ${formatQuantity(available)})`}
    </DetailLine>
  );
}
