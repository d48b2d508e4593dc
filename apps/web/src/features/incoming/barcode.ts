/**
 * An incoming-goods barcode turned into form values (spec section 5): the spec's
 * `ente : …|Articolo Cliente : …|Lotto : …|Peso netto Kg : …` format first, GS1 otherwise (AI 400 the
 * order, AI 01/02 the GTIN matched against the barcodes of the order's items, AI 10 the lot, AI 310n
 * the net weight in kg, AI 320n in pounds converted to kg). The form has no field for dates: the
 * label's expiry (AI 17) and best-before date (AI 15) come back beside the patch to be shown. The order
 * must be one of the open supplier orders; the item must be on that order.
 */
import { parseIncomingBarcode, type IncomingBarcode } from '@warehouse/shared';
import { m } from '../../messages/it';
import { lineByCode, lineByGtin, type OrderLine } from './order-lines';
import type { Project } from '../../domain/records';

export interface BarcodeDeps {
  /** The open supplier orders; `fresh` asks the server again (the list on screen may be stale). */
  orders(fresh: boolean): Promise<readonly Project[]>;
  /** The lines of an order; throws when they cannot be read. */
  lines(orderId: number): Promise<readonly OrderLine[]>;
}

export interface BarcodePatch {
  orderId: number;
  itemId?: number;
  lot?: string;
  /** kg, to the gram. */
  weight?: number;
  /** The weight as the label gives it when it is not in kg. */
  labelWeight?: { value: number; unit: 'lb' };
  /** ISO dates from the label. */
  expiry?: string;
  bestBefore?: string;
  /** The supplier's SSCC (AI 00) of the label, kept on the reading. */
  sscc?: string;
}

export type BarcodeOutcome =
  | { ok: true; patch: BarcodePatch }
  /** `patch` holds what could be filled (the order) when a later step failed. */
  | { ok: false; message: string; detail?: string; patch?: BarcodePatch };

const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('it') === b.trim().toLocaleLowerCase('it');

function findOrder(orders: readonly Project[], name: string): Project | undefined {
  return orders.find((o) => o.name === name) ?? orders.find((o) => sameName(o.name, name));
}

/** A bare GTIN: an item's own EAN-8, UPC-A, EAN-13 or GTIN-14, not a box label. */
const BARE_GTIN = /^(?:\d{8}|\d{12,14})$/;

/**
 * A code read well that is simply not a box label (plain text such as an order name, or an item's
 * own EAN-13): it lacks the order part, and the operator is told so rather than "reading error",
 * which would make them rescan a good label. A label in the spec's format or a GS1 element string
 * that is broken stays a reading error with its reason.
 */
function withoutOrder(code: string, error: string): boolean {
  return error === 'not-gs1' || BARE_GTIN.test(code.trim());
}

/** An item's own EAN/GTIN (no box label): on a chosen order it reads as that item (issue 48). */
export const isBareGtin = (code: string) => BARE_GTIN.test(code.trim());

export async function resolveIncomingBarcode(
  code: string,
  deps: BarcodeDeps,
  formOrderId: number | null = null,
): Promise<BarcodeOutcome> {
  if (isBareGtin(code) && formOrderId !== null) return fillOnOrder({ gtin: code.trim() }, deps, formOrderId);
  const parsed = parseIncomingBarcode(code);
  if (!parsed.ok && withoutOrder(code, parsed.error.code)) {
    return { ok: false, message: m.incoming.barcodeWithoutOrder };
  }
  if (!parsed.ok) {
    // The spec's format fails on a weight only; anything else is a GS1 reason the operator can act on.
    const detail =
      parsed.error.code === 'invalid-weight' || parsed.error.code === 'duplicate-field'
        ? undefined
        : m.barcode.gs1Error(parsed.error.code, parsed.error.ai);
    return { ok: false, message: m.incoming.readingError, detail };
  }
  return fillFromLabel(parsed.barcode, deps, null);
}

/**
 * What a label (one barcode's, or a GS1 label's read barcode by barcode) fills in. A label that
 * names no order is for the form's order (`formOrderId`) when there is one.
 */
export async function fillFromLabel(
  barcode: IncomingBarcode,
  deps: BarcodeDeps,
  formOrderId: number | null,
): Promise<BarcodeOutcome> {
  const order = barcode.order ? await openOrder(barcode.order, deps) : formOrderId;
  if (order === null) return { ok: false, message: m.incoming.barcodeWithoutOrder };
  if (order === undefined) return { ok: false, message: m.incoming.barcodeOrderNotOpen };
  return fillOnOrder(barcode, deps, order);
}

/** The id of the open supplier order named `name`; undefined when there is none. */
async function openOrder(name: string, deps: BarcodeDeps): Promise<number | undefined> {
  let order = findOrder(await deps.orders(false), name);
  if (!order) order = findOrder(await deps.orders(true), name);
  return order && !order.closed ? order.id : undefined;
}

async function fillOnOrder(
  barcode: IncomingBarcode,
  deps: BarcodeDeps,
  orderId: number,
): Promise<BarcodeOutcome> {
  const patch: BarcodePatch = { orderId };
  const wantsItem = barcode.itemCode !== undefined || barcode.gtin !== undefined;
  if (wantsItem) {
    let lines: readonly OrderLine[];
    try {
      lines = await deps.lines(orderId);
    } catch (error) {
      return {
        ok: false,
        message: m.incoming.picksError,
        detail: error instanceof Error ? error.message : undefined,
        patch,
      };
    }
    const line =
      barcode.itemCode !== undefined
        ? lineByCode(lines, barcode.itemCode)
        : lineByGtin(lines, barcode.gtin as string);
    if (!line) return { ok: false, message: m.incoming.barcodeItemNotInOrder, patch };
    patch.itemId = line.item.id;
  }
  if (barcode.lot !== undefined) patch.lot = barcode.lot;
  if (barcode.netWeightKg !== undefined) patch.weight = Math.round(barcode.netWeightKg * 1000) / 1000;
  if (barcode.netWeight?.unit === 'lb') patch.labelWeight = { value: barcode.netWeight.value, unit: 'lb' };
  if (barcode.expiry !== undefined) patch.expiry = barcode.expiry;
  if (barcode.bestBefore !== undefined) patch.bestBefore = barcode.bestBefore;
  if (barcode.sscc !== undefined) patch.sscc = barcode.sscc;
  return { ok: true, patch };
}
