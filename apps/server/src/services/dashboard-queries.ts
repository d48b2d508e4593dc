import { sql } from 'kysely';
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

/** A timestamp literal comparable with a timestamp column of the dialect. */
const at = (dialect: Dialect, instant: number) => {
  const iso = sql.lit(new Date(instant).toISOString());
  return dialect === 'postgres' ? sql`cast(${iso} as timestamptz)` : iso;
};

/** The day's hours (23 to 25 of them): `i` is the hour's index from the day's start, [f, t) its bounds. */
function hoursOf(dialect: Dialect, day: LocalDay) {
  const starts: number[] = [];
  for (let t = day.from.getTime(); t < day.to.getTime(); t += 3_600_000) starts.push(t);
  return sql.join(
    starts.map(
      (t, i) =>
        sql`select ${sql.lit(i)} as i, ${at(dialect, t)} as f, ${at(dialect, Math.min(t + 3_600_000, day.to.getTime()))} as t`,
    ),
    sql` union all `,
  );
}

/**
 * Readings (project rows) created within the day, per operator (`user_id`, null for nobody) and
 * local clock hour. One index range count per operator and hour (index on user_id, created_at)
 * instead of sorting the day's readings: a few thousand index seeks beat grouping 100,000 rows.
 */
export async function readingsPerHour(db: Database, dialect: Dialect, day: LocalDay) {
  const inHour = sql`r.created_at >= h.f and r.created_at < h.t`;
  const { rows } = await sql<Record<string, unknown>>`
    with h as (${hoursOf(dialect, day)})
    select c.user_id, coalesce(u.name, u.email) as operator, c.i as hour_index, c.n as count
    from (
      select o.id as user_id, h.i,
        (select count(*) from project_rows r where r.user_id = o.id and ${inHour}) as n
      from users o cross join h
      union all
      select null, h.i, (select count(*) from project_rows r where r.user_id is null and ${inHour}) from h
    ) c left join users u on u.id = c.user_id
    where c.n > 0
    order by coalesce(u.name, u.email) is null, coalesce(u.name, u.email), c.user_id, c.i`.execute(db);
  return rows.map((r) => ({
    user_id: r.user_id == null ? null : num(r.user_id),
    operator: (r.operator as string | null) ?? null,
    hour: hourOf(day, num(r.hour_index)),
    count: num(r.count),
  }));
}
