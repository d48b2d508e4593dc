import { PICKING_EXCESS_ALLOWED, suspendPickingList } from '@warehouse/shared';
import { defineCommand } from './command';
import {
  answerLists,
  applyPlan,
  INVALID_PICKING_BODY,
  loadPickingLists,
  pickingListsBody,
  requireConfirmation,
} from './picking-lists';

/**
 * `POST /projects?do=suspend_picking`: 'Esci/Sospendi' over the selected picking lists
 * (goods-flow §4), by `suspendPickingList`. Readings are kept; concluded lists are left as they are.
 */
export const suspendPicking = defineCommand({
  model: 'projects',
  name: 'suspend_picking',
  on: 'collection',
  permission: 'update',
  body: pickingListsBody,
  invalidBody: INVALID_PICKING_BODY,
  async run(ctx) {
    const plan = suspendPickingList(await loadPickingLists(ctx), PICKING_EXCESS_ALLOWED);
    await requireConfirmation(ctx, plan);
    return applyPlan(ctx, plan);
  },
  answer: answerLists,
});
