import { sql } from 'kysely';
import {
  buildSscc,
  companyPrefixProblem,
  GS1_SETTINGS,
  isExtensionDigit,
  ssccSerialCapacity,
} from '@warehouse/shared';
import type { Dialect, Executor, Tx } from '../db/types';
import { ApiError } from '../errors';

export interface SsccSettings {
  companyPrefix: string;
  extensionDigit: string;
}

/** The site's GS1 settings, or null while no valid company prefix is configured (no SSCCs then). */
export async function ssccSettings(db: Executor): Promise<SsccSettings | null> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'raw'])
    .where('ns', '=', GS1_SETTINGS.companyPrefix.ns)
    .where('key', 'in', [GS1_SETTINGS.companyPrefix.key, GS1_SETTINGS.extensionDigit.key])
    .execute();
  const value = (key: string) => String(rows.find((row) => row.key === key)?.raw ?? '').trim();
  const companyPrefix = value(GS1_SETTINGS.companyPrefix.key);
  if (companyPrefixProblem(companyPrefix)) return null;
  const extension = value(GS1_SETTINGS.extensionDigit.key);
  return { companyPrefix, extensionDigit: isExtensionDigit(extension) ? extension : '0' };
}

/**
 * The next serial reference: PostgreSQL's sequence (atomic across processes, never handed out twice,
 * not rolled back) or SQLite's counter row raised inside this write transaction. Only goes up.
 */
async function nextSerial(tx: Tx, dialect: Dialect): Promise<number> {
  if (dialect === 'postgres') {
    const { rows } = await sql<{ serial: string }>`SELECT nextval('sscc_serial_seq') AS serial`.execute(tx);
    return Number(rows[0]!.serial);
  }
  const row = await tx
    .updateTable('sscc_counters')
    .set({ last_serial: sql`last_serial + 1` })
    .where('id', '=', 1)
    .returning('last_serial')
    .executeTakeFirstOrThrow();
  return Number(row.last_serial);
}

/**
 * A fresh SSCC, or null without a company prefix. 422 `invalid_input` (reason `sscc_exhausted`)
 * once the prefix has no serial reference left: nothing is written.
 */
export async function allocateSscc(tx: Tx, dialect: Dialect): Promise<string | null> {
  const settings = await ssccSettings(tx);
  if (!settings) return null;
  const serial = await nextSerial(tx, dialect);
  if (serial >= ssccSerialCapacity(settings.companyPrefix)) {
    throw new ApiError(
      422,
      'Numeri SSCC esauriti per il prefisso aziendale GS1: configurare un nuovo prefisso',
      'invalid_input',
      { reason: 'sscc_exhausted' },
    );
  }
  return buildSscc(settings.extensionDigit, settings.companyPrefix, serial);
}

/**
 * The package's SSCC, given now if it has none (its first label, or its closing). Once given it is
 * never changed: reopening or reprinting keeps it. Null while no company prefix is configured.
 */
export async function ensurePackageSscc(tx: Tx, dialect: Dialect, packageId: number): Promise<string | null> {
  const pkg = await tx.selectFrom('packages').select('sscc').where('id', '=', packageId).executeTakeFirst();
  if (!pkg) return null;
  if (pkg.sscc) return String(pkg.sscc);
  const sscc = await allocateSscc(tx, dialect);
  if (!sscc) return null;
  // Only where still empty: a concurrent first print of the same package cannot give it two.
  const written = await tx
    .updateTable('packages')
    .set({ sscc })
    .where('id', '=', packageId)
    .where('sscc', 'is', null)
    .executeTakeFirst();
  if (Number(written.numUpdatedRows) === 1) return sscc;
  const kept = await tx.selectFrom('packages').select('sscc').where('id', '=', packageId).executeTakeFirst();
  return kept?.sscc ? String(kept.sscc) : null;
}
