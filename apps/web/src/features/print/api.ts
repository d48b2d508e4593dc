/** The calls of the price-label screen (spec section 7: item search, search item by barcode, search additional barcode). */
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

/** The item with this barcode, else the item of this additional barcode, else the item with this code. */
export async function findItemByCode(code: string): Promise<LabelItem | null> {
  const byBarcode = await api.list<LabelItem>('items', { q: { barcode_eq: code } });
  if (byBarcode[0]) return byBarcode[0];
  const extra = await api.list<{ item?: LabelItem | null }>('additional_barcodes', { q: { code_eq: code } });
  if (extra[0]?.item) return extra[0].item;
  const byCode = await api.list<LabelItem>('items', { q: { code_eq: code } });
  return byCode[0] ?? null;
}
