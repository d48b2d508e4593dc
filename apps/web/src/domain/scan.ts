/**
 * "What did I scan?" — one answer for every module (after OCA shopfloor's `find(barcode, types)`):
 * the kinds a screen accepts are tried in the order it gives, and the first hit wins.
 *
 * - item: by barcode, then by additional barcode, then as a GS1 element string (AI 01/02) whose GTIN
 *   matches an item's barcode or additional barcode in any GTIN length (lib/scan/gs1-codes.ts); the
 *   lot, dates, weight and count it carries come with the result (`trace`);
 * - item-code: an item by its own code (the price label: a code typed or read that is no barcode);
 * - package: by name (a package's barcode is its name), or by the SSCC of its GS1 logistic label (AI 00
 *   in a GS1-128, DataMatrix or Digital Link `/00/…`); a package closed and shipped is not found;
 * - loadable-package: likewise, a package waiting for the truck (closed, not shipped): truck loading;
 * - location: by code, then by name;
 * - document: by name;
 * - tag: the readings (project rows) of that tag code.
 *
 * An unknown code answers the spec's message for the first kind asked.
 */
import { ssccOfScan, type Gs1Data } from '@warehouse/shared';
import { api } from '../lib/api';
import { readableCode } from '../lib/reader';
import { gs1ItemOf, type ScanTrace } from '../lib/scan/gs1-codes';
import { m } from '../messages/it';
import { findDocumentByName } from './documents';
import { findItemByAdditionalBarcode, findItemByBarcode } from './items';
import { findLocationByCode } from './locations';
import { findPackageByName, findPackageBySscc, isAtStage } from './packages';
import { findReadingsByTag } from './readings';
import type { AdditionalBarcode, Document, Item, Location, Package, ProjectRow } from './records';

export type ScanKind =
  'item' | 'item-code' | 'package' | 'loadable-package' | 'location' | 'document' | 'tag';

export type ScanFound =
  | {
      kind: 'item';
      code: string;
      item: Item;
      via: 'barcode' | 'additional' | 'gs1' | 'code';
      gs1?: Gs1Data;
      /** A GS1 reading's lot, expiry (ISO), best-before, weight and count, for the reading to carry. */
      trace?: ScanTrace;
    }
  | { kind: 'package'; code: string; package: Package }
  | { kind: 'location'; code: string; location: Location }
  | { kind: 'document'; code: string; document: Document }
  | { kind: 'tag'; code: string; readings: ProjectRow[] };

export type ScanResult = ScanFound | { kind: 'unknown'; code: string; title?: string; message: string };

/** The look-ups the resolver makes (the server's by default; tests pass their own). */
export interface ScanLookups {
  itemByBarcode(code: string): Promise<Item | null>;
  itemByAdditionalBarcode(code: string): Promise<Item | null>;
  /** The item whose barcode or additional barcode is one of these codes (GTIN variants). */
  itemByAnyCode(codes: readonly string[]): Promise<Item | null>;
  /** The item whose own code this is. */
  itemByCode(code: string): Promise<Item | null>;
  packageByName(name: string): Promise<Package | null>;
  /** The package given this SSCC (its GS1 logistic label). */
  packageBySscc?(sscc: string): Promise<Package | null>;
  locationByCode(code: string): Promise<Location | null>;
  documentByName(name: string): Promise<Document | null>;
  readingsByTag(tag: string): Promise<ProjectRow[]>;
}

async function itemByAnyCode(codes: readonly string[]): Promise<Item | null> {
  const [byBarcode] = await api.list<Item>('items', { q: { barcode_in: [...codes] } });
  if (byBarcode) return byBarcode;
  const [extra] = await api.list<AdditionalBarcode>('additional_barcodes', { q: { code_in: [...codes] } });
  return extra?.item ?? null;
}

async function itemByCode(code: string): Promise<Item | null> {
  const [item] = await api.list<Item>('items', { q: { code_eq: code } });
  return item ?? null;
}

export const serverLookups: ScanLookups = {
  itemByBarcode: findItemByBarcode,
  itemByAdditionalBarcode: findItemByAdditionalBarcode,
  itemByAnyCode,
  itemByCode,
  packageByName: findPackageByName,
  packageBySscc: findPackageBySscc,
  locationByCode: findLocationByCode,
  documentByName: findDocumentByName,
  readingsByTag: findReadingsByTag,
};

async function resolveItem(code: string, lookups: ScanLookups): Promise<ScanFound | null> {
  const byBarcode = await lookups.itemByBarcode(code);
  if (byBarcode) return { kind: 'item', code, item: byBarcode, via: 'barcode' };
  const byExtra = await lookups.itemByAdditionalBarcode(code);
  if (byExtra) return { kind: 'item', code, item: byExtra, via: 'additional' };
  const gs1 = gs1ItemOf(code);
  if (!gs1) return null;
  const item = await lookups.itemByAnyCode(gs1.codes);
  return item ? { kind: 'item', code, item, via: 'gs1', gs1: gs1.data, trace: gs1.trace } : null;
}

async function resolveKind(kind: ScanKind, code: string, lookups: ScanLookups): Promise<ScanFound | null> {
  switch (kind) {
    case 'item':
      return resolveItem(code, lookups);
    case 'item-code': {
      const item = await lookups.itemByCode(code);
      return item ? { kind: 'item', code, item, via: 'code' } : null;
    }
    case 'package':
    case 'loadable-package': {
      const sscc = ssccOfScan(code);
      const found =
        sscc && lookups.packageBySscc ? await lookups.packageBySscc(sscc) : await lookups.packageByName(code);
      const stage = kind === 'package' ? 'open' : 'closed';
      return found && isAtStage(found, stage) ? { kind: 'package', code, package: found } : null;
    }
    case 'location': {
      const location = await lookups.locationByCode(code);
      return location ? { kind, code, location } : null;
    }
    case 'document': {
      const document = await lookups.documentByName(code);
      return document ? { kind, code, document } : null;
    }
    case 'tag': {
      const readings = await lookups.readingsByTag(code);
      return readings.length > 0 ? { kind, code, readings } : null;
    }
  }
}

/** The spec's message for a code that is none of `kind`. */
export function unknownScan(kind: ScanKind, code: string): ScanResult {
  const t = m.scan;
  switch (kind) {
    case 'item':
    case 'item-code':
    case 'tag':
      return {
        kind: 'unknown',
        code,
        title: t.searchItemTitle,
        message: `${t.itemNotFound}<br>${t.codeRead(readableCode(code))}`,
      };
    case 'package':
    case 'loadable-package':
      return { kind: 'unknown', code, message: t.packageNotFound };
    case 'location':
      return { kind: 'unknown', code, message: t.locationNotFound };
    case 'document':
      return { kind: 'unknown', code, message: t.withCode(readableCode(code), t.documentNotFound) };
  }
}

/** What `code` is, trying `kinds` in order. */
export async function resolveScan(
  code: string,
  kinds: readonly ScanKind[],
  lookups: ScanLookups = serverLookups,
): Promise<ScanResult> {
  const wanted = code.trim();
  for (const kind of kinds) {
    const found = await resolveKind(kind, wanted, lookups);
    if (found) return found;
  }
  return unknownScan(kinds[0] ?? 'item', wanted);
}

export { gtinVariants } from '../lib/scan/gs1-codes';
