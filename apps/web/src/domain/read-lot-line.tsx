/**
 * The lot (and its date) a quantity dialog is about to record with the reading, shown before
 * Conferma (issue 48): what a GS1 barcode or a logistic label's lot barcode carried. Nothing when
 * no lot was read.
 */
import type { ComponentProps } from 'react';
import type { ReadLot } from '@warehouse/shared';
import { DetailLine } from '../lib/kit/detail-line';
import { m } from '../messages/it';
import { formatDate } from './format';

type LineLayout = Pick<ComponentProps<typeof DetailLine>, 'labelWidth' | 'valueSize'>;

/** `layout`: the dialog's own detail lines' label width and text size, so the lot lines match them. */
export function ReadLotLine({ lot, ...layout }: { lot: ReadLot | undefined } & LineLayout) {
  if (!lot?.lot && !lot?.expiryDate) return null;
  return (
    <>
      {lot.lot && (
        <DetailLine {...layout} label={m.scan.readLot} testId="read-lot">
          {lot.lot}
        </DetailLine>
      )}
      {lot.expiryDate && (
        <DetailLine {...layout} label={m.scan.readLotDate} testId="read-lot-date">
          {formatDate(lot.expiryDate)}
        </DetailLine>
      )}
    </>
  );
}
