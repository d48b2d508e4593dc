import { notFound } from '../errors';
import type { Tx } from '../db/types';
import { lastWriter } from '../live/last-writer';
import type { CustomAction } from './types';

/**
 * `GET /projects/{id}?do=last_writer`: who last changed the project and when, `{ by: { id, name },
 * at }`, or `{}` when no one known did within the change log's 6 hours. What a screen says when a
 * list it has open is concluded by someone else ('Lista conclusa da Marco Operatore alle 10:42').
 */
export const projectLastWriter: CustomAction = {
  model: 'projects',
  name: 'last_writer',
  methods: ['GET'],
  permission: 'read',
  async run({ services, id }) {
    const project = await services.db
      .selectFrom('projects')
      .select('id')
      .where('id', '=', id!)
      .executeTakeFirst();
    if (!project) throw notFound(`Record non trovato: project ${id!}`);
    return (
      (await lastWriter(services.db as unknown as Tx, { model: 'projects', id: id!, projectId: id! })) ?? {}
    );
  },
};
