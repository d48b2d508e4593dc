import { sql } from 'kysely';
import type { Executor, Row } from '../db/types';
import { belongsTo, defineModel, hasMany } from './define';

/** A pick's quantity read: its detected quantity, at most its expected one (both SQL, by alias). */
const readOf = (pick: string) =>
  sql`case when coalesce(${sql.ref(`${pick}.quantity_detected`)}, 0) < coalesce(${sql.ref(`${pick}.quantity`)}, 0) then coalesce(${sql.ref(`${pick}.quantity_detected`)}, 0) else coalesce(${sql.ref(`${pick}.quantity`)}, 0) end`;

/**
 * `q[s]=progress asc|desc`: each project's read/expected over its picks (0 without any), the
 * value `progress.percent` rounds, so the whole result is ordered as the column reads; ties by id.
 * A correlated subquery per project of the filtered result (picks.project_id is indexed).
 */
function progressSortKey(table: string) {
  return sql`(select case when coalesce(sum(pp.quantity), 0) > 0 then 1.0 * sum(${readOf('pp')}) / sum(pp.quantity) else 0 end from picks as pp where pp.project_id = ${sql.ref(`${table}.id`)})`;
}

/**
 * `progress` of each project, as the back office's order form shows it: the quantity read (each
 * pick's detected, at most its expected) against the quantity expected, over its picks. One grouped
 * query for the whole page; sent only when asked (`a[methods][]=progress`).
 */
async function addProgress(records: Row[], db: Executor): Promise<void> {
  const ids = records.map((r) => r.id).filter((id): id is number => typeof id === 'number');
  const totals = new Map<number, { expected: number; read: number }>();
  for (let i = 0; i < ids.length; i += 900) {
    const rows = await db
      .selectFrom('picks')
      .select([
        'project_id',
        sql<number>`coalesce(sum(quantity), 0)`.as('expected'),
        sql<number>`coalesce(sum(${readOf('picks')}), 0)`.as('read'),
      ])
      .where('project_id', 'in', ids.slice(i, i + 900))
      .groupBy('project_id')
      .execute();
    for (const row of rows) {
      totals.set(Number(row.project_id), { expected: Number(row.expected), read: Number(row.read) });
    }
  }
  for (const record of records) {
    const { expected, read } = totals.get(record.id as number) ?? { expected: 0, read: 0 };
    record.progress = { read, expected, percent: expected > 0 ? Math.round((read / expected) * 100) : 0 };
  }
}

/** Orders (AC, LP), picking lists, store supplies (AN) and inventories. */
export const projects = defineModel({
  name: 'projects',
  singular: 'project',
  columns: {
    name: 'string',
    description: 'text',
    project_typology_id: 'id',
    customer_id: 'id',
    supplier_id: 'id',
    address_id: 'id',
    transport_mean_id: 'id',
    plant_id: 'id',
    branch_id: 'id',
    closed: 'boolean',
    partial: 'boolean',
    prepared: 'boolean',
    delivered: 'boolean',
    suspended: 'boolean',
    store: 'boolean',
    serie: 'integer',
    year: 'integer',
    external_code: 'string',
    project_date: 'date',
    estimated_shipping_date: 'date',
    payment_code: 'string',
    package_number: 'integer',
    operator: 'string',
    zone: 'string',
    notes: 'text',
  },
  associations: {
    project_typology: belongsTo('project_typologies', 'project_typology_id'),
    customer: belongsTo('customers', 'customer_id'),
    supplier: belongsTo('suppliers', 'supplier_id'),
    address: belongsTo('addresses', 'address_id'),
    transport_mean: belongsTo('transport_means', 'transport_mean_id'),
    plant: belongsTo('plants', 'plant_id'),
    branch: belongsTo('branches', 'branch_id'),
    picks: hasMany('picks', 'project_id'),
    project_rows: hasMany('project_rows', 'project_id'),
    documents: hasMany('documents', 'project_id'),
    packages: hasMany('packages', 'project_id'),
  },
  searchableAssociations: [
    'project_typology',
    'customer',
    'supplier',
    'address',
    'plant',
    'branch',
    'transport_mean',
    // The dashboard's picking lists in progress: `q[picks_quantity_detected_gt]=0`.
    'picks',
  ],
  writable: [
    'name',
    'description',
    'project_typology_id',
    'customer_id',
    'supplier_id',
    'address_id',
    'transport_mean_id',
    'plant_id',
    'branch_id',
    'closed',
    'partial',
    'prepared',
    'delivered',
    'suspended',
    'store',
    'serie',
    'year',
    'external_code',
    'project_date',
    'estimated_shipping_date',
    'payment_code',
    'package_number',
    'operator',
    'zone',
    'notes',
  ],
  required: ['name'],
  lockVersion: true,
  files: ['signatures'],
  computed: ['progress'],
  computedOnRequest: ['progress'],
  computedSorts: { progress: progressSortKey },
  hooks: {
    async decorate(records, { db, asked }) {
      if (asked.includes('progress')) await addProgress(records, db);
    },
  },
  include: {
    project_typology: true,
    customer: true,
    supplier: true,
    address: true,
    transport_mean: true,
    plant: true,
    branch: true,
  },
});
