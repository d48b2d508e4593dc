/**
 * The recall list of a trace: every customer and delivery address a lot went to, with quantities,
 * packages and shipping dates (what left; goods packed but still here are pulled, not recalled),
 * as rows for the table, the CSV and the printed page.
 */
import { CSV_BOM, csvLine } from '@warehouse/shared';
import type { LotTrace, TraceAnswer } from '../../../domain/trace';
import { formatQuantity } from '../../../domain/format';
import { ma } from '../../../messages/admin';
import { foundName } from './found-name';

export interface RecallRow {
  lot: string;
  itemCode: string;
  itemDescription: string;
  customer: string;
  customerCode: string;
  addressName: string;
  address: string;
  postalCode: string;
  locality: string;
  province: string;
  order: string;
  package: string;
  shippingDate: string;
  quantity: number;
  unit: string;
}

export function recallRows(lots: readonly LotTrace[]): RecallRow[] {
  return lots.flatMap((trace) =>
    trace.shipments
      .filter((s) => s.shipped)
      .map((s) => ({
        lot: trace.lot,
        itemCode: trace.item.code,
        itemDescription: trace.item.description ?? '',
        customer: s.customer?.name ?? '',
        customerCode: s.customer?.external_code ?? '',
        addressName: s.address?.name ?? '',
        address: s.address?.address ?? '',
        postalCode: s.address?.postal_code ?? '',
        locality: s.address?.locality ?? '',
        province: s.address?.province ?? '',
        order: s.order?.name ?? '',
        package: s.package?.name ?? '',
        shippingDate: s.shipping_date ? s.shipping_date.slice(0, 10) : '',
        quantity: s.quantity,
        unit: trace.item.unit ?? '',
      })),
  );
}

/** The recall list as CSV: UTF-8 with BOM, `;`, decimal comma, cells neutralised against formulas. */
export function recallCsv(answer: TraceAnswer): string {
  const lines = recallRows(answer.lots).map((r) =>
    csvLine([
      r.lot,
      r.itemCode,
      r.itemDescription,
      r.customer,
      r.customerCode,
      r.addressName,
      r.address,
      r.postalCode,
      r.locality,
      r.province,
      r.order,
      r.package,
      r.shippingDate,
      formatQuantity(r.quantity),
      r.unit,
    ]),
  );
  return CSV_BOM + csvLine(ma.adminTrace.csv.header) + lines.join('');
}

export function downloadRecall(answer: TraceAnswer): void {
  const blob = new Blob([recallCsv(answer)], { type: 'text/csv;charset=utf-8' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = ma.adminTrace.csv.file(foundName(answer));
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
