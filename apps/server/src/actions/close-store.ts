import {
  closeStore as closeStoreRule,
  isStoreSupplyFinished,
  PICKING_EXCESS_ALLOWED,
  touchState,
} from '@warehouse/shared';
import { alreadyClosed } from '../errors';
import { defineCommand } from './command';
import {
  answerSupply,
  applyStorePlan,
  currentSupply,
  INVALID_STORE_BODY,
  loadSupply,
  storeBody,
} from './store-supply';
import { recordEvent } from '../services/webhook-outbox';

/**
 * `POST /projects/{id}?do=close_store`: 'Concludi' on a store supply (goods-flow §4), by the
 * shared `closeStore` rule in both modes. Fulfilment with nothing picked changes nothing and
 * answers `leave: false`; a finished supply is 409 `already_closed`.
 */
export const closeStore = defineCommand({
  model: 'projects',
  name: 'close_store',
  on: 'member',
  permission: 'update',
  body: storeBody,
  invalidBody: INVALID_STORE_BODY,
  async run(ctx) {
    const supply = await loadSupply(ctx);
    const { picking } = ctx.body;
    if (isStoreSupplyFinished(supply.project, { picking })) {
      throw alreadyClosed('Approvvigionamento già concluso', await currentSupply(ctx));
    }
    const plan = closeStoreRule(supply.picks, { picking, excessAllowed: PICKING_EXCESS_ALLOWED });
    const outcome = await applyStorePlan(ctx, supply, plan, touchState(supply.picks, PICKING_EXCESS_ALLOWED));
    if (plan.write !== null) recordEvent(ctx.tx, 'order.concluded', { ids: [ctx.id!] }, ctx.userId);
    return outcome;
  },
  answer: answerSupply,
});
