/** The order module's calls (spec section 7). */
import { api } from '../../lib/api';
import { orderListQuery, typologyTitle, type OrderMode } from './mode';
import type { Customer, Project, Supplier } from '../../domain/records';
import { typologyId } from '../../domain/typologies';

export const orderKeys = {
  all: ['order'] as const,
  /** Every order list (all modes and searches), for invalidation and live updates. */
  lists: ['order', 'list'] as const,
  list: (mode: OrderMode, search: string) => ['order', 'list', mode, search] as const,
  parties: (kind: 'customers' | 'suppliers') => ['order', kind] as const,
};

export function fetchOrders(mode: OrderMode, search: string): Promise<Project[]> {
  return api.list<Project>('projects', { q: orderListQuery(mode, search) });
}

/** The mode's order named exactly `name` (a reading), or undefined. */
export async function findOrderByName(mode: OrderMode, name: string): Promise<Project | undefined> {
  const { s: _sort, ...q } = orderListQuery(mode);
  const [found] = await api.list<Project>('projects', { q: { ...q, name_eq: name } });
  return found;
}

export function fetchParties(kind: 'customers' | 'suppliers'): Promise<(Customer | Supplier)[]> {
  return api.list<Customer | Supplier>(kind, { q: { s: 'name asc' } });
}

export interface NewOrder {
  name: string;
  description: string;
  customer_id: number | null;
  supplier_id: number | null;
}

/** The order form (spec section 7): name, description, customer, supplier and the four flags. */
export async function createOrder(mode: OrderMode, order: NewOrder): Promise<Project> {
  const typology = await typologyId(typologyTitle(mode));
  return api.create<Project>('projects', {
    ...order,
    project_typology_id: typology,
    closed: false,
    partial: false,
    prepared: false,
    delivered: false,
  });
}

/** Editing an order sends only name and description (spec section 5), with the lock_version it was read with. */
export function updateOrder(
  order: Pick<Project, 'id' | 'lock_version'>,
  values: { name: string; description: string },
): Promise<Project> {
  return api.update<Project>('projects', order.id, { ...values, lock_version: order.lock_version ?? 0 });
}

export function deleteOrder(id: number): Promise<unknown> {
  return api.remove('projects', id);
}
