import { belongsTo, defineModel } from './define';
import { documentsChanged, picksChanged, resolvePick } from './derived';
import type { Row, Tx } from '../db/types';
import { isValidSscc, writeRefusalTexts } from '@warehouse/shared';
import { alreadyClosed, ApiError } from '../errors';
import { lastWriter } from '../live/last-writer';
import {
  checkReadingDelete,
  checkReadingModule,
  checkReadingWrite,
  ruleReads,
  type RuleReads,
} from './write-rules';
import { PICKING_TYPOLOGY } from './project-typologies';
import { settleReadingLot } from './reading-lots';

/**
 * A reading into a picking list another operator has concluded meanwhile (store true: its readings
 * were deleted) is refused with 409 `already_closed` rather than left behind as an orphan: a reading
 * sent late from a device's outbox then shows as refused, with this message.
 */
async function checkPickingListOpen(tx: Tx, projectId: unknown, reads: RuleReads): Promise<void> {
  if (typeof projectId !== 'number') return;
  const list = await reads.project(projectId);
  if (list && list.title === PICKING_TYPOLOGY && list.store) {
    // Who concluded it and when: the late reading's refusal says so on the device that sent it.
    const writer = await lastWriter(tx, { model: 'projects', id: projectId, projectId });
    throw alreadyClosed(`Lista di prelievo ${list.name} già conclusa`, { project_id: projectId }, writer);
  }
}

/**
 * A reading goes only into a package of its own order; that the package is still open is a rule of
 * its containers (write-rules).
 */
async function checkPackage(tx: Tx, packageId: unknown, projectId: unknown): Promise<void> {
  if (typeof packageId !== 'number') return;
  const pkg = await tx
    .selectFrom('packages')
    .select(['project_id'])
    .where('id', '=', packageId)
    .executeTakeFirst();
  if (!pkg)
    throw new ApiError(422, writeRefusalTexts.packageClosed, 'invalid_input', { fields: ['package_id'] });
  if (typeof projectId === 'number' && pkg.project_id !== projectId) {
    throw new ApiError(422, "Il collo scelto non appartiene a quest'ordine", 'invalid_input', {
      fields: ['package_id'],
    });
  }
}

/** The document of each pick of readings that name none (a reading goes into its pick's document). */
async function documentsOfPicks(tx: Tx, rows: Row[]): Promise<Map<number, unknown>> {
  const ids = [
    ...new Set(
      rows.filter((r) => r.document_id == null && r.pick_id != null).map((r) => r.pick_id as number),
    ),
  ];
  const documents = new Map<number, unknown>();
  for (let i = 0; i < ids.length; i += 900) {
    const picks = await tx
      .selectFrom('picks')
      .select(['id', 'document_id'])
      .where('id', 'in', ids.slice(i, i + 900))
      .execute();
    for (const pick of picks) documents.set(pick.id as number, pick.document_id);
  }
  return documents;
}

/** A supplier's SSCC is kept only when it is one: 18 digits with its check digit. */
function checkSscc(values: Record<string, unknown>): void {
  if (values.sscc == null || values.sscc === '') {
    delete values.sscc;
    return;
  }
  if (!isValidSscc(String(values.sscc))) {
    throw new ApiError(422, 'SSCC non valido: 18 cifre con cifra di controllo GS1', 'invalid_input', {
      fields: ['sscc'],
    });
  }
}

/** The `module` sent with a reading's write: read by the module rule, never stored. */
function takeModule(values: Record<string, unknown>): unknown {
  const module = values.module;
  delete values.module;
  return module;
}

/**
 * Readings: a tag, a barcode count or a lot assigned to a project. `lot` and `expiry_date` are what
 * the barcode carried (reading-lots.ts); `origin_project_id` is set by the server alone.
 */
export const projectRows = defineModel({
  name: 'project_rows',
  singular: 'project_row',
  columns: {
    project_id: 'id',
    pick_id: 'id',
    document_id: 'id',
    location_id: 'id',
    item_id: 'id',
    serial_id: 'id',
    package_id: 'id',
    user_id: 'id',
    description: 'string',
    quantity: 'decimal',
    code: 'string',
    notes: 'text',
    external_reference: 'string',
    lot: 'string',
    expiry_date: 'date',
    origin_project_id: 'id',
    /** The supplier's SSCC (AI 00) read on incoming goods with this reading, for the trace. */
    sscc: 'string',
  },
  associations: {
    project: belongsTo('projects', 'project_id'),
    pick: belongsTo('picks', 'pick_id'),
    document: belongsTo('documents', 'document_id'),
    location: belongsTo('locations', 'location_id'),
    item: belongsTo('items', 'item_id'),
    serial: belongsTo('serials', 'serial_id'),
    package: belongsTo('packages', 'package_id'),
    origin_project: belongsTo('projects', 'origin_project_id'),
  },
  searchableAssociations: ['project', 'pick', 'document', 'location', 'item', 'serial', 'package'],
  writable: [
    'project_id',
    'pick_id',
    'document_id',
    'location_id',
    'item_id',
    'serial_id',
    'package_id',
    'user_id',
    'description',
    'quantity',
    'code',
    'notes',
    'external_reference',
    'lot',
    'expiry_date',
    'sscc',
  ],
  /** The module writing the reading (picking, packing, preparation): checked, not stored. */
  virtualWritable: ['module'],
  lockVersion: true,
  include: { item: { measure_unit: true }, location: true, serial: true },
  /**
   * The name of the reading's operator, on request (issue 48: who counted how much): the back
   * office's readings list and its export, for roles that may not read users.
   */
  computed: ['user_name'],
  computedOnRequest: ['user_name'],
  computedText: { user_name: (value) => String(value) },
  hooks: {
    async decorate(records, { db, asked }) {
      if (!asked.includes('user_name')) return;
      const ids = [
        ...new Set(records.map((r) => r.user_id).filter((id): id is number => typeof id === 'number')),
      ];
      const names = new Map<number, string | null>();
      for (let i = 0; i < ids.length; i += 900) {
        const users = await db
          .selectFrom('users')
          .select(['id', 'name'])
          .where('id', 'in', ids.slice(i, i + 900))
          .execute();
        for (const user of users) names.set(Number(user.id), (user.name as string | null) ?? null);
      }
      for (const record of records) record.user_name = names.get(record.user_id as number) ?? null;
    },
    async beforeCreate(values, { tx, userId }) {
      checkSscc(values);
      const module = takeModule(values);
      // The operator of a reading (readings per hour on the dashboard): who wrote it, unless sent.
      if (values.user_id == null && userId !== undefined) values.user_id = userId;
      await checkPackage(tx, values.package_id, values.project_id);
      // The project, pick and document the checks below ask for, each read once.
      const reads = ruleReads(tx);
      await checkPickingListOpen(tx, values.project_id, reads);
      await checkReadingWrite(tx, values, userId, undefined, reads);
      await checkReadingModule(tx, module, values, reads);
      if (values.pick_id == null) values.pick_id = await resolvePick(tx, values.project_id, values.item_id);
      // The order it was first read in stays when the outgoing screen moves it to a customer's order.
      values.origin_project_id = values.project_id ?? null;
      await settleReadingLot(tx, values);
    },
    async beforeUpdate(values, existing, { tx, userId }) {
      checkSscc(values);
      // A change is no module's new reading (the outgoing screen moves tags by project_id alone).
      takeModule(values);
      if ('lot' in values || 'serial_id' in values) await settleReadingLot(tx, values, existing);
      if ('package_id' in values || 'project_id' in values) {
        await checkPackage(
          tx,
          'package_id' in values ? values.package_id : existing.package_id,
          'project_id' in values ? values.project_id : existing.project_id,
        );
      }
      const changes = (...names: string[]) =>
        names.some((name) => name in values && values[name] !== existing[name]);
      await checkReadingWrite(tx, { ...existing, ...values }, userId, {
        quantity: changes('quantity', 'item_id'),
        associations: changes('item_id', 'package_id', 'document_id'),
        previousPackageId: existing.package_id,
      });
      const moved =
        ('project_id' in values && values.project_id !== existing.project_id) ||
        ('item_id' in values && values.item_id !== existing.item_id);
      // A pick_id sent unchanged (the row sent back as read) does not pin the old project's pick.
      const pickGiven = 'pick_id' in values && values.pick_id !== existing.pick_id;
      if (moved && !pickGiven) {
        values.pick_id = await resolvePick(
          tx,
          'project_id' in values ? values.project_id : existing.project_id,
          'item_id' in values ? values.item_id : existing.item_id,
        );
      }
    },
    async beforeDestroy(existing, { tx, userId }) {
      await checkReadingDelete(tx, existing, userId);
    },
    // The same rule, once per project, document and package the readings are in: a list's
    // thousands of readings cost a few checks, not a few queries each.
    async beforeDestroyMany(rows, { tx, userId }) {
      const documents = await documentsOfPicks(tx, rows);
      const containers = new Map<string, Row>();
      for (const row of rows) {
        const document_id = row.document_id ?? documents.get(row.pick_id as number) ?? null;
        containers.set(`${row.project_id}|${document_id}|${row.package_id}`, { ...row, document_id });
      }
      for (const row of containers.values()) await checkReadingDelete(tx, row, userId);
    },
    async afterWrite(before, after, { tx }) {
      picksChanged(tx, [before?.pick_id, after?.pick_id]);
      documentsChanged(tx, [before?.document_id, after?.document_id]);
    },
  },
});
