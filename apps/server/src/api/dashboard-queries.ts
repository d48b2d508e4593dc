import { sql, type RawBuilder } from 'kysely';
import type { Database, Dialect } from '../db/types';
import { hourOf, type LocalDay } from './dashboard-day';

/**
 * The dashboard's figures, one aggregate query each (docs/dashboard.md). Flags are tested as
 * `not p.closed`, which reads the same on PostgreSQL booleans and SQLite integers. Counts and sums
 * come back as strings from PostgreSQL, hence `Number`.
 */

/** An open order's state, with the order selection's row-colour precedence (shared `rowClass`). */
export type OrderState = 'new' | 'partial' | 'suspended';

/** Open = not closed, prepared or delivered (those rows show as closed). */
const OPEN = sql`not p.closed and not p.prepared and not p.delivered`;
const INVENTORY = sql`(t.inventory or upper(t.title) = 'IN')`;
const num = (value: unknown) => Number(value ?? 0);

/** Open orders by typology title and state; inventories are not orders. */
export async function ordersByState(db: Database) {
  const { rows } = await sql<{ typology: string; state: OrderState; count: unknown }>`
    select t.title as typology,
      case when p.partial then 'partial' when p.suspended then 'suspended' else 'new' end as state,
      count(*) as count
    from projects p join project_typologies t on t.id = p.project_typology_id
    where ${OPEN} and not ${INVENTORY}
    group by t.title, case when p.partial then 'partial' when p.suspended then 'suspended' else 'new' end
    order by t.title, state`.execute(db);
  return rows.map((r) => ({ typology: r.typology, state: r.state, count: num(r.count) }));
}

/** At most this many picking lists are listed (the link opens them all). */
export const PICKING_LISTS_SHOWN = 50;

/**
 * Picking lists (LP) in progress: open, not concluded (store false), with something read. The
 * percentage counts each pick at most to its expected quantity, so an excess on one line does not
 * hide a missing one.
 */
export async function pickingListsInProgress(db: Database) {
  const { rows } = await sql<Record<string, unknown>>`
    select p.id, p.name, c.name as customer,
      sum(k.quantity) as expected, sum(k.quantity_detected) as detected,
      sum(case when k.quantity_detected < k.quantity then k.quantity_detected else k.quantity end) as done,
      count(*) over () as total
    from projects p
      join project_typologies t on t.id = p.project_typology_id
      join picks k on k.project_id = p.id
      left join customers c on c.id = p.customer_id
    where t.title = 'LP' and ${OPEN} and not p.store
    group by p.id, p.name, c.name, p.updated_at
    having sum(case when k.quantity_detected > 0 then 1 else 0 end) > 0
    order by p.updated_at desc, p.id desc
    limit ${PICKING_LISTS_SHOWN}`.execute(db);
  const lists = rows.map((r) => {
    const expected = num(r.expected);
    return {
      id: num(r.id),
      name: r.name as string,
      customer: (r.customer as string | null) ?? null,
      expected,
      detected: num(r.detected),
      percent: expected > 0 ? Math.min(100, Math.floor((100 * num(r.done)) / expected)) : 100,
    };
  });
  return { total: num(rows[0]?.total), lists };
}

/** Per open inventory: its location documents (top level), counted (closed), partial, left (not closed). */
export async function inventoryDocuments(db: Database) {
  const { rows } = await sql<Record<string, unknown>>`
    select p.id, p.name, count(d.id) as documents,
      sum(case when d.closed then 1 else 0 end) as counted,
      sum(case when d.partial and not d.closed then 1 else 0 end) as partial
    from projects p
      join project_typologies t on t.id = p.project_typology_id
      left join documents d on d.project_id = p.id and d.parent_id is null
    where ${INVENTORY} and not p.closed
    group by p.id, p.name
    order by p.name, p.id`.execute(db);
  return rows.map((r) => ({
    id: num(r.id),
    name: r.name as string,
    documents: num(r.documents),
    counted: num(r.counted),
    partial: num(r.partial),
    left: num(r.documents) - num(r.counted),
  }));
}

/** Packages closed (closed_at) and shipped (shipping_date) within the day. */
export async function packagesOfDay(db: Database, day: LocalDay) {
  const [from, to] = [day.from.toISOString(), day.to.toISOString()];
  const { rows } = await sql<Record<string, unknown>>`
    select
      sum(case when closed and closed_at >= ${from} and closed_at < ${to} then 1 else 0 end) as closed,
      sum(case when shipped and shipping_date >= ${from} and shipping_date < ${to} then 1 else 0 end) as shipped
    from packages
    where (closed_at >= ${from} and closed_at < ${to}) or (shipping_date >= ${from} and shipping_date < ${to})`.execute(
    db,
  );
  return { closed: num(rows[0]?.closed), shipped: num(rows[0]?.shipped) };
}

/** Whole hours since the day's start (a literal: the same expression is grouped on). */
function hourIndex(dialect: Dialect, day: LocalDay): RawBuilder<number> {
  const start = sql.lit(Math.floor(day.from.getTime() / 1000));
  return dialect === 'postgres'
    ? sql<number>`cast(floor((extract(epoch from r.created_at) - ${start}) / 3600) as integer)`
    : sql<number>`((cast(strftime('%s', r.created_at) as integer) - ${start}) / 3600)`;
}

/** Readings (project rows) created within the day, per operator (`user_id`) and local clock hour. */
export async function readingsPerHour(db: Database, dialect: Dialect, day: LocalDay) {
  const index = hourIndex(dialect, day);
  const { rows } = await sql<Record<string, unknown>>`
    select r.user_id, coalesce(u.name, u.email) as operator, ${index} as hour_index, count(*) as count
    from project_rows r left join users u on u.id = r.user_id
    where r.created_at >= ${day.from.toISOString()} and r.created_at < ${day.to.toISOString()}
    group by r.user_id, u.name, u.email, ${index}
    order by operator, hour_index`.execute(db);
  return rows.map((r) => ({
    user_id: r.user_id == null ? null : num(r.user_id),
    operator: (r.operator as string | null) ?? null,
    hour: hourOf(day, num(r.hour_index)),
    count: num(r.count),
  }));
}
