/**
 * The outgoing module's calls (spec section 7): customer projects of the outgoing typology, a new
 * customer (posted to the singular `project` model, as the spec says, with the typology created when
 * it is missing), tag look-ups in batches (POST search with a JSON body: never a huge URL) and the
 * saves.
 */
import { api } from '../../lib/api';
import { m } from '../../messages/it';
import type { OutgoingRow } from './reading-store';
import type { OutgoingSaveDeps } from './save';

export interface CustomerProject {
  id: number;
  name: string;
  project_typology_id?: number | null;
}

interface Typology {
  id: number;
  title: string;
}

export const outgoingKeys = {
  customers: ['outgoing', 'customers'] as const,
};

export function fetchCustomers(): Promise<CustomerProject[]> {
  return api.list<CustomerProject>('projects', {
    q: { project_typology_title_eq: m.outgoing.typologyTitle, s: 'name asc' },
  });
}

/** The outgoing typology's id, created ({title, inventory, picking, free}) when missing. */
export async function outgoingTypologyId(): Promise<number> {
  const [found] = await api.list<Typology>('project_typologies', {
    q: { title_eq: m.outgoing.typologyTitle },
  });
  if (found) return found.id;
  const created = await api.create<Typology>('project_typologies', {
    title: m.outgoing.typologyTitle,
    inventory: false,
    picking: false,
    free: false,
  });
  return created.id;
}

export async function createCustomer(name: string): Promise<CustomerProject> {
  const typologyId = await outgoingTypologyId();
  return api.create<CustomerProject>('project', { name, project_typology_id: typologyId });
}

export function lookupTags(codes: string[]): Promise<OutgoingRow[]> {
  return api.search<OutgoingRow>('project_rows', { code_in: codes });
}

export const saveDeps: OutgoingSaveDeps = {
  updateRow: (id, payload) => api.update('project_rows', id, payload),
  bulkUpdate: (projectId, rows) =>
    api.request('PUT', `/projects/${projectId}`, {
      query: { do: 'bulk_update_rows' },
      json: { project_rows: rows },
    }),
};
