import { concludePickingList, PICKING_EXCESS_ALLOWED } from '@warehouse/shared';
import { alreadyClosed } from '../errors';
import { defineCommand } from './command';
import {
  answerLists,
  applyPlan,
  currentLists,
  INVALID_PICKING_BODY,
  loadPickingLists,
  pickingListsBody,
  requireConfirmation,
} from './picking-lists';
import { recordEvent } from '../services/webhook-outbox';

/**
 * `POST /projects?do=conclude_picking`: 'Concludi' over the selected picking lists (goods-flow §4),
 * by `concludePickingList`. Lists already concluded are left as they are; when every list is, the
 * answer is 409 `already_closed`.
 */
export const concludePicking = defineCommand({
  model: 'projects',
  name: 'conclude_picking',
  on: 'collection',
  permission: 'update',
  body: pickingListsBody,
  invalidBody: INVALID_PICKING_BODY,
  async run(ctx) {
    const lists = await loadPickingLists(ctx);
    if (lists.every((list) => list.finished)) {
      throw alreadyClosed(
        lists.length === 1 ? 'Lista di prelievo già conclusa' : 'Liste di prelievo già concluse',
        await currentLists(ctx),
      );
    }
    const plan = concludePickingList(lists, PICKING_EXCESS_ALLOWED);
    await requireConfirmation(ctx, plan);
    const outcomes = await applyPlan(ctx, plan);
    for (const done of outcomes)
      if (done.changed && done.state !== 'untouched')
        recordEvent(ctx.tx, 'order.concluded', { ids: [done.project_id] }, ctx.userId);
    return outcomes;
  },
  answer: answerLists,
});
