import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/lib/api/client';
import { createV2DataProvider } from '../../../src/features/admin/data/data-provider';
import { bulkValues, withStoredVersions } from '../../../src/features/admin/list/bulk-edit';
import { listPresentation } from '../../../src/features/admin/list/presentation';
import { resourceNamed } from '../../../src/features/admin/resources';
import type { FieldDescriptor } from '../../../src/features/admin/types';

describe('a list search superseded by the next one', () => {
  it('is cancelled: the signal refine gives reaches the request', async () => {
    const api = createApiClient({
      getToken: () => 'T',
      setToken: () => undefined,
      now: () => 1,
      retryDelaysMs: [],
      // Answers only when told to stop, as a slow server would.
      fetch: ((_url: string, init?: RequestInit) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        })) as unknown as typeof fetch,
    });
    const provider = createV2DataProvider(api);
    const controller = new AbortController();
    const pending = provider.getList({ resource: 'items', meta: { signal: controller.signal } });
    controller.abort();
    await expect(pending).rejects.toBeDefined();
  });
});

describe('the bulk edit sends what was set, and only that', () => {
  const location: FieldDescriptor = { name: 'location_id', label: 'Ubicazione', kind: 'reference' };
  const closed: FieldDescriptor = { name: 'closed', label: 'Chiuso', kind: 'boolean' };

  it('an unset or emptied value is no edit at all: never a null that would clear the field', () => {
    expect(bulkValues(location, null)).toBeUndefined();
    expect(bulkValues(location, undefined)).toBeUndefined();
    expect(bulkValues(location, '  ')).toBeUndefined();
    expect(bulkValues(undefined, 4)).toBeUndefined();
    expect(bulkValues(location, 4)).toEqual({ location_id: 4 });
    expect(bulkValues(closed, false)).toEqual({ closed: false });
  });

  it('after a conflict, the stale records take the versions the server stores; the others keep theirs', () => {
    expect(withStoredVersions({ '1': 3, '2': 5, '3': 1 }, [{ id: 2, lock_version: 6 }])).toEqual({
      '1': 3,
      '2': 6,
      '3': 1,
    });
  });
});

describe('a list asks for the associations its shown columns read', () => {
  it('locations their plant, users their roles, plant and location, projects their progress too', () => {
    const locations = resourceNamed('locations')!;
    expect(listPresentation(locations, locations.columns)).toEqual({ include: ['plant'] });
    const users = resourceNamed('users')!;
    expect([...(listPresentation(users, users.columns)?.include ?? [])].sort()).toEqual([
      'location',
      'plant',
      'roles',
    ]);
    const projects = resourceNamed('projects')!;
    expect(listPresentation(projects, projects.columns.slice(0, 3))).toEqual({
      include: ['project_typology'],
      methods: ['progress'],
    });
    const plants = resourceNamed('plants')!;
    expect(listPresentation(plants, plants.columns)).toBeUndefined();
  });
});
