import { belongsTo, defineModel } from './define';
import { documentsChanged, picksChanged, resolvePick } from './derived';
import type { Tx } from '../db/types';
import { alreadyClosed } from '../api/errors';
import { lastWriter } from '../live/last-writer';
import { PICKING_TYPOLOGY } from './project-typologies';

/**
 * A reading into a picking list another operator has concluded meanwhile (store true: its readings
 * were deleted) is refused with 409 `already_closed` rather than left behind as an orphan: a reading
 * sent late from a device's outbox then shows as refused, with this message.
 */
async function checkPickingListOpen(tx: Tx, projectId: unknown): Promise<void> {
  if (typeof projectId !== 'number') return;
  const list = await tx
    .selectFrom('projects')
    .innerJoin('project_typologies', 'project_typologies.id', 'projects.project_typology_id')
    .select(['projects.name', 'projects.store', 'project_typologies.title'])
    .where('projects.id', '=', projectId)
    .executeTakeFirst();
  if (list && list.title === PICKING_TYPOLOGY && Boolean(list.store)) {
    // Who concluded it and when: the late reading's refusal says so on the device that sent it.
    const writer = await lastWriter(tx, { model: 'projects', id: projectId, projectId });
    throw alreadyClosed(
      `Lista di prelievo ${String(list.name)} già conclusa`,
      { project_id: projectId },
      writer,
    );
  }
}

/** A reading goes only into a package of its own order that has not left on a truck. */
async function checkPackage(tx: Tx, packageId: unknown, projectId: unknown): Promise<void> {
  if (typeof packageId !== 'number') return;
  const pkg = await tx
    .selectFrom('packages')
    .select(['project_id', 'shipped'])
    .where('id', '=', packageId)
    .executeTakeFirst();
  const fail = (message: string) => Object.assign(new Error(message), { statusCode: 422 });
  if (!pkg || Boolean(pkg.shipped)) throw fail('Collo non trovato oppure già chiuso e spedito!');
  if (typeof projectId === 'number' && pkg.project_id !== projectId) {
    throw fail("Il collo scelto non appartiene a quest'ordine");
  }
}

/** Readings: a tag, a barcode count or a lot assigned to a project. */
export const projectRows = defineModel({
  name: 'project_rows',
  singular: 'project_row',
  columns: {
    project_id: 'id',
    pick_id: 'id',
    document_id: 'id',
    location_id: 'id',
    item_id: 'id',
    serial_id: 'id',
    package_id: 'id',
    user_id: 'id',
    description: 'string',
    quantity: 'decimal',
    code: 'string',
    notes: 'text',
    external_reference: 'string',
  },
  associations: {
    project: belongsTo('projects', 'project_id'),
    pick: belongsTo('picks', 'pick_id'),
    document: belongsTo('documents', 'document_id'),
    location: belongsTo('locations', 'location_id'),
    item: belongsTo('items', 'item_id'),
    serial: belongsTo('serials', 'serial_id'),
    package: belongsTo('packages', 'package_id'),
  },
  searchableAssociations: ['project', 'pick', 'document', 'location', 'item', 'serial', 'package'],
  writable: [
    'project_id',
    'pick_id',
    'document_id',
    'location_id',
    'item_id',
    'serial_id',
    'package_id',
    'user_id',
    'description',
    'quantity',
    'code',
    'notes',
    'external_reference',
  ],
  lockVersion: true,
  include: { item: { measure_unit: true }, location: true, serial: true },
  hooks: {
    async beforeCreate(values, { tx, userId }) {
      // The operator of a reading (readings per hour on the dashboard): who wrote it, unless sent.
      if (values.user_id == null && userId !== undefined) values.user_id = userId;
      await checkPackage(tx, values.package_id, values.project_id);
      await checkPickingListOpen(tx, values.project_id);
      if (values.pick_id == null) values.pick_id = await resolvePick(tx, values.project_id, values.item_id);
    },
    async beforeUpdate(values, existing, { tx }) {
      if ('package_id' in values || 'project_id' in values) {
        await checkPackage(
          tx,
          'package_id' in values ? values.package_id : existing.package_id,
          'project_id' in values ? values.project_id : existing.project_id,
        );
      }
      const moved =
        ('project_id' in values && values.project_id !== existing.project_id) ||
        ('item_id' in values && values.item_id !== existing.item_id);
      // A pick_id sent unchanged (the row sent back as read) does not pin the old project's pick.
      const pickGiven = 'pick_id' in values && values.pick_id !== existing.pick_id;
      if (moved && !pickGiven) {
        values.pick_id = await resolvePick(
          tx,
          'project_id' in values ? values.project_id : existing.project_id,
          'item_id' in values ? values.item_id : existing.item_id,
        );
      }
    },
    async afterWrite(before, after, { tx }) {
      picksChanged(tx, [before?.pick_id, after?.pick_id]);
      documentsChanged(tx, [before?.document_id, after?.document_id]);
    },
  },
});
