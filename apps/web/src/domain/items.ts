/** Items: the list for selectors, the look-up by barcode, and what a screen shows of one. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api';
import type { AdditionalBarcode, Item } from './records';

export const itemKeys = {
  all: ['items'] as const,
  list: ['items', 'list'] as const,
};

/** Every item, by code (the new-item selector). Items change rarely: five minutes fresh. */
export const itemsQuery = () =>
  queryOptions({
    queryKey: itemKeys.list,
    queryFn: () => api.list<Item>('items', { q: { s: 'code asc' } }),
    staleTime: 5 * 60_000,
  });

export async function findItemByBarcode(code: string): Promise<Item | null> {
  const found = await api.list<Item>('items', { q: { barcode_eq: code } });
  return found[0] ?? null;
}

export async function findItemByAdditionalBarcode(code: string): Promise<Item | null> {
  const found = await api.list<AdditionalBarcode>('additional_barcodes', { q: { code_eq: code } });
  return found[0]?.item ?? null;
}

/** Every code that identifies an item: its barcode and its additional barcodes. */
/** The item whose own code is this (an RFID tag written with the item code reads so). */
export async function findItemByItemCode(code: string): Promise<Item | null> {
  const [found] = await api.list<Item>('items', { q: { code_eq: code } });
  return found ?? null;
}

export function itemCodes(item: Item | null | undefined): string[] {
  if (!item) return [];
  const codes: string[] = [];
  if (item.barcode) codes.push(item.barcode);
  for (const extra of item.additional_barcodes ?? []) if (extra.code) codes.push(extra.code);
  return codes;
}

/** Stock of the item, and what is available when some of it is locked (null when nothing is). */
export function stockOf(item: Item | null | undefined): { stock: number; available: number | null } {
  const stock = Number(item?.quantity ?? 0);
  const locked = Number(item?.locked_quantity ?? 0);
  return { stock, available: locked > 0 ? stock - locked : null };
}

/** The item's measure unit name ('PZ', 'KG'…), '' when it has none. */
export function measureUnitOf(item: Item | null | undefined): string {
  return item?.measure_unit?.name?.trim() ?? '';
}

export { isDivisibleUnit } from '../lib/scan/quantity';

/** The item's label in a selector: 'CODE - Description'. */
export function itemLabel(item: Pick<Item, 'code' | 'description'>): string {
  return `${item.code} - ${item.description ?? ''}`;
}
