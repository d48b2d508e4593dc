import { notFound } from '../errors';
import type { Tx } from '../db/types';
import { lastWriter } from '../live/last-writer';
import type { CustomAction } from './types';

/**
 * `GET /<model>/{id}?do=last_writer`: who last changed the record and when, `{ by: { id, name }, at }`,
 * or `{}` when no one known did within the change log's 6 hours. What a screen says when something it
 * has open is finished by someone else: a list concluded ('Lista conclusa da Marco Operatore alle
 * 10:42'), a selected package loaded on the truck from another handheld.
 */
function lastWriterOf(model: 'projects' | 'packages'): CustomAction {
  return {
    model,
    name: 'last_writer',
    methods: ['GET'],
    permission: 'read',
    async run({ services, id }) {
      const record = await services.db
        .selectFrom(model)
        .select(model === 'projects' ? ['id', 'id as project_id'] : ['id', 'project_id'])
        .where('id', '=', id!)
        .executeTakeFirst();
      if (!record) throw notFound(`Record non trovato: ${model} ${id!}`);
      const projectId = record.project_id == null ? null : Number(record.project_id);
      return (await lastWriter(services.db as unknown as Tx, { model, id: id!, projectId })) ?? {};
    },
  };
}

export const projectLastWriter = lastWriterOf('projects');
export const packageLastWriter = lastWriterOf('packages');
