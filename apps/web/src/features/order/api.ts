/** The order module's calls (spec section 7). */
import { api } from '../../lib/api';
import { orderListQuery, typologyTitle, type OrderMode } from './mode';
import type { OrderProject, Party } from './types';

export const orderKeys = {
  all: ['order'] as const,
  list: (mode: OrderMode, search: string) => ['order', 'list', mode, search] as const,
  parties: (kind: 'customers' | 'suppliers') => ['order', kind] as const,
};

export function fetchOrders(mode: OrderMode, search: string): Promise<OrderProject[]> {
  return api.list<OrderProject>('projects', { q: orderListQuery(mode, search) });
}

/** The mode's order named exactly `name` (a reading), or undefined. */
export async function findOrderByName(mode: OrderMode, name: string): Promise<OrderProject | undefined> {
  const { s: _sort, ...q } = orderListQuery(mode);
  const [found] = await api.list<OrderProject>('projects', { q: { ...q, name_eq: name } });
  return found;
}

export function fetchParties(kind: 'customers' | 'suppliers'): Promise<(Party & { id: number })[]> {
  return api.list<Party & { id: number }>(kind, { q: { s: 'name asc' } });
}

export interface NewOrder {
  name: string;
  description: string;
  customer_id: number | null;
  supplier_id: number | null;
}

/** The order form (spec section 7): name, description, customer, supplier and the four flags. */
export async function createOrder(mode: OrderMode, order: NewOrder): Promise<OrderProject> {
  const title = typologyTitle(mode);
  const [typology] = await api.list<{ id: number }>('project_typologies', { q: { title_eq: title } });
  return api.create<OrderProject>('projects', {
    ...order,
    project_typology_id: typology?.id ?? null,
    closed: false,
    partial: false,
    prepared: false,
    delivered: false,
  });
}

/** Editing an order sends only name and description (spec section 5). */
export function updateOrder(
  id: number,
  values: { name: string; description: string },
): Promise<OrderProject> {
  return api.update<OrderProject>('projects', id, values);
}

export function deleteOrder(id: number): Promise<unknown> {
  return api.remove('projects', id);
}
