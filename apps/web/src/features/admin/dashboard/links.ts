/**
 * The filtered list behind each figure, as the back office's list URL (`/admin/:resource?q[…]`):
 * the same filter the server applied to count it (docs/dashboard.md), so the list shows exactly
 * what was counted.
 */
import type { QueryObject } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import type { Dashboard, OrderState } from './api';

/** Not closed, prepared or delivered: the rows the order selection does not colour as closed. */
const OPEN = { closed_eq: false, prepared_eq: false, delivered_eq: false };
const STATE: Record<OrderState, QueryObject> = {
  partial: { partial_eq: true },
  suspended: { partial_eq: false, suspended_eq: true },
  new: { partial_eq: false, suspended_eq: false },
};

const list = (resource: string, q: QueryObject) => paths.adminList.href(resource, { q });

export const ordersLink = (typology: string, state?: OrderState) =>
  list('projects', { project_typology_title_eq: typology, ...OPEN, ...(state ? STATE[state] : {}) });

export const pickingListsLink = () =>
  list('projects', {
    project_typology_title_eq: 'LP',
    ...OPEN,
    store_eq: false,
    picks_quantity_detected_gt: 0,
  });

export const picksLink = (projectId: number) => list('picks', { project_id_eq: projectId });

export const documentsLink = (projectId: number, closed?: boolean) =>
  list('documents', { project_id_eq: projectId, parent_id_null: true, closed_eq: closed });

type Day = Dashboard['day'];

export const packagesClosedLink = (day: Day) =>
  list('packages', { closed_eq: true, closed_at_gteq: day.from, closed_at_lt: day.to });

export const packagesShippedLink = (day: Day) =>
  list('packages', { shipped_eq: true, shipping_date_gteq: day.from, shipping_date_lt: day.to });

export const readingsLink = (day: Day, userId: number | null) =>
  list('project_rows', {
    ...(userId === null ? { user_id_null: true } : { user_id_eq: userId }),
    created_at_gteq: day.from,
    created_at_lt: day.to,
  });
