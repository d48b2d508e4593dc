import { belongsTo, defineModel, hasMany } from './define';
import { itemInclude } from './items';
import { sql } from 'kysely';
import { contributionsText, type CountContribution } from '@warehouse/shared';
import { documentsChanged, pickClosedSql } from './derived';
import { refuseSecondStorePick } from './store-picks';
import { checkPickContainers, checkRecordQuantity } from './write-rules';
import { countedByPick } from './counted-by';

const toNumber = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0));

/** Order lines: what to pick (quantity) against what was read (quantity_detected, derived). */
export const picks = defineModel({
  name: 'picks',
  singular: 'pick',
  columns: {
    project_id: 'id',
    document_id: 'id',
    item_id: 'id',
    location_id: 'id',
    user_id: 'id',
    quantity: 'decimal',
    quantity_detected: 'decimal',
    quantity_remaining: 'decimal',
    closed: 'boolean',
    external_code: 'string',
    notes: 'text',
  },
  associations: {
    project: belongsTo('projects', 'project_id'),
    document: belongsTo('documents', 'document_id'),
    item: belongsTo('items', 'item_id'),
    location: belongsTo('locations', 'location_id'),
    user: belongsTo('users', 'user_id'),
    project_rows: hasMany('project_rows', 'pick_id'),
  },
  searchableAssociations: ['project', 'document', 'item', 'location'],
  writable: [
    'project_id',
    'document_id',
    'item_id',
    'location_id',
    'user_id',
    'quantity',
    'closed',
    'external_code',
    'notes',
  ],
  required: ['project_id', 'item_id'],
  lockVersion: true,
  include: { item: itemInclude, location: true, project_rows: true },
  /** Who counted how much of the line (`[{ user_id, name, quantity, at }]`), on request: a query. */
  computed: ['counted_by'],
  computedOnRequest: ['counted_by'],
  computedText: {
    counted_by: (value, decimalComma) =>
      contributionsText(value as CountContribution[], (q) =>
        decimalComma ? String(q).replace('.', ',') : String(q),
      ),
  },
  hooks: {
    async decorate(records, { db, asked }) {
      if (!asked.includes('counted_by')) return;
      const ids = records.map((r) => r.id).filter((id): id is number => typeof id === 'number');
      const counted = await countedByPick(db, ids);
      for (const record of records) record.counted_by = counted.get(record.id as number) ?? [];
    },
    async beforeCreate(values, ctx) {
      await refuseSecondStorePick(values, ctx);
      await checkPickContainers(ctx.tx, values);
      await checkRecordQuantity(ctx.tx, values.quantity, values.item_id);
      values.quantity_detected = 0;
      values.quantity_remaining = toNumber(values.quantity);
      // Closed is the server's (spec §4): nothing is detected yet.
      values.closed = ctx.dialect === 'sqlite' ? 0 : false;
    },
    async beforeUpdate(values, existing, ctx) {
      if ('item_id' in values || 'project_id' in values)
        await refuseSecondStorePick({ ...existing, ...values }, ctx, existing.id as number);
      if ('project_id' in values || 'document_id' in values)
        await checkPickContainers(ctx.tx, { ...existing, ...values });
      if ('quantity' in values || ('item_id' in values && values.item_id !== existing.item_id)) {
        await checkRecordQuantity(
          ctx.tx,
          'quantity' in values ? values.quantity : existing.quantity,
          'item_id' in values ? values.item_id : existing.item_id,
        );
      }
      // From the stored detected quantity as the UPDATE finds it (after any concurrent settle that
      // held the row), not from the copy read before: that one may already be stale.
      if ('quantity' in values)
        values.quantity_remaining = sql`${toNumber(values.quantity)} - quantity_detected`;
      // A client's `closed` is not taken as sent: the server computes it (spec §4), here against the
      // new expected quantity, and whenever the readings change (models/derived).
      if ('quantity' in values || 'closed' in values) {
        const expected = toNumber('quantity' in values ? values.quantity : existing.quantity);
        values.closed = pickClosedSql(expected, sql.ref('quantity_detected'));
      }
    },
    async beforeDestroy(existing, { tx }) {
      // Its readings go with it (the cascade would too): the documents they counted toward change.
      const pickId = existing.id as number;
      const rows = await tx
        .selectFrom('project_rows')
        .select('document_id')
        .where('pick_id', '=', pickId)
        .execute();
      await tx.deleteFrom('project_rows').where('pick_id', '=', pickId).execute();
      documentsChanged(
        tx,
        rows.map((r) => r.document_id),
      );
    },
    async afterWrite(before, after, { tx }) {
      // A deleted pick takes its readings with it (cascade): its document's total changes.
      if (!after) documentsChanged(tx, [before?.document_id]);
    },
  },
});
