/** The calls of the price-label screen (spec section 7: item search, search item by barcode, search additional barcode). */
import { resolveScan } from '../../domain/scan';
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

/**
 * The item of a code read: by barcode, additional barcode or a GS1 reading's GTIN (the one resolver,
 * domain/scan.ts), else the item with this code.
 */
export async function findItemByCode(code: string): Promise<LabelItem | null> {
  const found = await resolveScan(code, ['item']);
  if (found.kind === 'item') {
    const { id, code: itemCode, description, external_code, barcode, retail_price } = found.item;
    return {
      id,
      code: itemCode,
      description: description ?? null,
      external_code: external_code ?? null,
      barcode: barcode ?? null,
      retail_price: retail_price ?? null,
    };
  }
  const byCode = await api.list<LabelItem>('items', { q: { code_eq: code } });
  return byCode[0] ?? null;
}
