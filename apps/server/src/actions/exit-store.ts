import {
  exitStore as exitStoreRule,
  isStoreSupplyFinished,
  PICKING_EXCESS_ALLOWED,
  touchState,
} from '@warehouse/shared';
import { defineCommand } from './command';
import { answerSupply, applyStorePlan, INVALID_STORE_BODY, loadSupply, storeBody } from './store-supply';

/**
 * `POST /projects/{id}?do=exit_store`: 'Esci' from a store supply (goods-flow §4), by the shared
 * `exitStore` rule in both modes. A finished supply is left as it is (never reopened or suspended).
 */
export const exitStore = defineCommand({
  model: 'projects',
  name: 'exit_store',
  on: 'member',
  permission: 'update',
  body: storeBody,
  invalidBody: INVALID_STORE_BODY,
  async run(ctx) {
    const supply = await loadSupply(ctx);
    const { picking } = ctx.body;
    const finished = isStoreSupplyFinished(supply.project, { picking });
    const plan = exitStoreRule(supply.picks, { picking, finished });
    const state = finished ? 'finished' : touchState(supply.picks, PICKING_EXCESS_ALLOWED);
    return applyStorePlan(ctx, supply, plan, state);
  },
  answer: answerSupply,
});
