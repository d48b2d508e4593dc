/**
 * The order-selection modes (`/order/selection?incoming&outgoing&picking`, spec sections 2, 4, 9):
 * incoming = supplier orders (typology AC), outgoing = customer orders and picking = picking lists
 * (typology LP). A flag is on when present without a value or with any value but false/0, so both
 * `?incoming` and `?incoming=true&outgoing=false&picking=false` select the incoming mode.
 */
import { rowClass, type ListFlags, type RowClass } from '@warehouse/shared';
import type { QueryObject } from '../../lib/api/query-string';

export type OrderMode = 'incoming' | 'outgoing' | 'picking';

const isOn = (params: URLSearchParams, name: string) => {
  const value = params.get(name);
  return value !== null && !['false', '0', 'no'].includes(value.trim().toLowerCase());
};

/** The mode of a query string; without any flag, customer orders. */
export function orderModeOf(search: string | URLSearchParams): OrderMode {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  if (isOn(params, 'incoming')) return 'incoming';
  if (isOn(params, 'picking')) return 'picking';
  return 'outgoing';
}

/** The typology title of a mode's projects. */
export function typologyTitle(mode: OrderMode): 'AC' | 'LP' {
  return mode === 'incoming' ? 'AC' : 'LP';
}

/** The party column a mode shows (the other is hidden). */
export function partyOf(mode: OrderMode): 'supplier' | 'customer' {
  return mode === 'incoming' ? 'supplier' : 'customer';
}

/** Sorted by closed, prepared, delivered, suspended (open first), then the latest change first. */
export const ORDER_SORT = ['closed asc', 'prepared asc', 'delivered asc', 'suspended asc', 'updated_at desc'];

/**
 * The list's filters (spec section 4): supplier orders that are not closed (incoming order lists
 * filter on closed=false); customer orders and picking lists with closed, partial, prepared and
 * delivered all false. `search` narrows by name, customer name or supplier name.
 */
export function orderListQuery(mode: OrderMode, search = ''): QueryObject {
  const q: QueryObject = { project_typology_title_eq: typologyTitle(mode), closed_eq: false };
  if (mode !== 'incoming') Object.assign(q, { partial_eq: false, prepared_eq: false, delivered_eq: false });
  const text = search.trim();
  if (text) q.name_or_customer_name_or_supplier_name_cont = text;
  q.s = ORDER_SORT;
  return q;
}

/** The row colour class: closed (closed, prepared or delivered), partial, suspended, new. */
export function orderRowClass(flags: ListFlags): `wh-order-row-${RowClass}` {
  return `wh-order-row-${rowClass(flags)}`;
}
