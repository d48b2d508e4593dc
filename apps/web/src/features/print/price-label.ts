/** From an item to the price label's fields (spec section 7) and its shown price. */
import type { LabelItem } from './api';

/** `12.5` → `€ 12,50`; empty when the item has no price. */
export function formatPrice(value: LabelItem['retail_price']): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  return Number.isFinite(n) ? `€ ${n.toFixed(2).replace('.', ',')}` : '';
}

export function priceLabelFields(item: LabelItem, count: number): Record<string, string | number | null> {
  return {
    item_code: item.code,
    item_description: item.description,
    item_external_code: item.external_code,
    item_barcode: item.barcode,
    item_retail_price: item.retail_price === null ? null : Number(item.retail_price),
    label_quantity: count,
  };
}
