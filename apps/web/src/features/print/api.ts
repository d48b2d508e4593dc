/** The calls of the price-label screen (spec section 7: item search, search item by barcode, search additional barcode). */
import type { Item } from '../../domain/records';
import { api } from '../../lib/api';

export interface LabelItem {
  id: number;
  code: string;
  description: string | null;
  external_code: string | null;
  barcode: string | null;
  retail_price: number | string | null;
}

export const priceLabelKeys = {
  search: (text: string) => ['print', 'items', text] as const,
};

/** Items whose description contains the text (at most 50, by description). */
export function searchItems(text: string): Promise<LabelItem[]> {
  return api.list<LabelItem>('items', {
    q: { description_cont: text, s: 'description asc' },
    per: 50,
  });
}

/** The fields the label shows, from an item the resolver found. */
export function labelItemOf(item: Item): LabelItem {
  const { id, code, description, external_code, barcode, retail_price } = item;
  return {
    id,
    code,
    description: description ?? null,
    external_code: external_code ?? null,
    barcode: barcode ?? null,
    retail_price: retail_price ?? null,
  };
}
