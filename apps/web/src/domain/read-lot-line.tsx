/**
 * The lot (and its date) a quantity dialog is about to record with the reading, shown before
 * Conferma (issue 48): what a GS1 barcode or a logistic label's lot barcode carried. Nothing when
 * no lot was read.
 */
import type { ComponentProps } from 'react';
import { Text } from '@mantine/core';
import type { ReadLot } from '@warehouse/shared';
import { DetailLine } from '../lib/kit/detail-line';
import { m } from '../messages/it';
import { formatDate } from './format';

type LineLayout = Pick<ComponentProps<typeof DetailLine>, 'labelWidth' | 'valueSize'> & {
  /** The dialog writes its details 'Label: value' on one line (the counting dialog). */
  inline?: boolean;
};

/** `layout`: as the dialog's own detail lines are laid out, so the lot lines match them. */
export function ReadLotLine({ lot, ...layout }: { lot: ReadLot | undefined } & LineLayout) {
  if (!lot?.lot && !lot?.expiryDate) return null;
  return (
    <>
      {lot.lot && <Line {...layout} label={m.scan.readLot} value={lot.lot} testId="read-lot" />}
      {lot.expiryDate && (
        <Line
          {...layout}
          label={m.scan.readLotDate}
          value={formatDate(lot.expiryDate)}
          testId="read-lot-date"
        />
      )}
    </>
  );
}

function Line({
  inline,
  label,
  value,
  testId,
  ...layout
}: LineLayout & Record<'label' | 'value' | 'testId', string>) {
  if (!inline)
    return (
      <DetailLine {...layout} label={label} testId={testId}>
        {value}
      </DetailLine>
    );
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {label}:{' '}
      </Text>
      {/* dir="auto": a lot stays left to right in Arabic. */}
      <Text span fw={600} dir="auto" data-testid={testId}>
        {value}
      </Text>
    </Text>
  );
}
