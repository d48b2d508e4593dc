import { notFound } from '../errors';
import type { Tx } from '../db/types';
import { lastWriter } from '../live/last-writer';
import type { CustomAction } from './types';

/**
 * `GET /<model>/{id}?do=last_writer`: who last changed the record and when, `{ by: { id, name }, at }`,
 * or `{}` when no one known did within the change log's 6 hours. What a screen says when something it
 * has open is finished or changed by someone else: a list concluded ('Lista conclusa da Marco
 * Operatore alle 10:42'), a selected package loaded on the truck from another handheld, a record
 * saved by someone else under an open back-office form ('Nel frattempo Anna ha modificato …', issue
 * 41). Any model the user may read; its project narrows the search where the model has one.
 */
export const recordLastWriter: CustomAction = {
  model: '*',
  name: 'last_writer',
  methods: ['GET'],
  permission: 'read',
  async run({ services, model, id }) {
    if (id === undefined) throw notFound(`Indicare il record: /${model.name}/{id}?do=last_writer`);
    const record = (await services.db
      .selectFrom(model.table)
      .selectAll()
      .where('id', '=', id!)
      .executeTakeFirst()) as { id: number; project_id?: unknown } | undefined;
    if (!record) throw notFound(`Record non trovato: ${model.name} ${id!}`);
    const projectId =
      model.name === 'projects' ? id! : record.project_id == null ? null : Number(record.project_id);
    return (await lastWriter(services.db as unknown as Tx, { model: model.name, id: id!, projectId })) ?? {};
  },
};
