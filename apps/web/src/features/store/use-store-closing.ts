/**
 * 'Concludi' and 'Esci' of the store management screen: the shared store rule decides the question
 * and whether there is anything to do (an untouched 'Concludi' says so), then one server command
 * (closing.ts) runs through the engine's command queue (lib/scan/closing-actions.tsx: the readings on
 * the device first). Read-only, or before the picks load, 'Esci'
 * just goes back.
 */
import { useNavigate } from 'react-router';
import { closeStore, exitStore, messages, type Plan, type ProjectFlags } from '@warehouse/shared';
import { quantitiesOf } from '../../domain/picks';
import type { Pick, Project } from '../../domain/records';
import { paths } from '../../lib/paths';
import { runClosing } from '../../lib/scan/closing-actions';
import type { Closing, ScanEngine } from '../../lib/scan/use-scan-engine';
import { m } from '../../messages/it';
import { storeClosing } from './closing';
import { STORE_EXCESS_ALLOWED } from './rules';
import type { StoreLine } from './store-line';

interface StoreClosingInput {
  engine: ScanEngine<StoreLine>;
  supply: Project | undefined;
  picks: readonly Pick[];
  picking: boolean;
  locked: boolean;
  /** The picks have loaded. */
  loaded: boolean;
  /** The outbox scope of the supply's picked quantities: they go before a closing. */
  scope: string;
  /** Run when the screen leaves after a closing (forget what the device kept for it). */
  onLeave: () => void;
}

export function useStoreClosing(input: StoreClosingInput) {
  const { engine, supply, picks, picking, locked, loaded, scope, onLeave } = input;
  const navigate = useNavigate();
  const back = paths.storeSelection.href(picking);
  const leave = async () => void (await navigate(back));
  const leaveDone = async () => {
    onLeave();
    await leave();
  };

  function closing(command: 'close_store' | 'exit_store', plan: Plan<Partial<ProjectFlags>>): Closing | null {
    // Nothing to write and nowhere to go: the rule keeps the screen; say so rather than ignore the tap.
    if (!plan.leave && plan.write === null && plan.zeroQuantityPickIds.length === 0)
      return { confirm: null, command: null, nothing: m.scan.nothingToConclude };
    if (!supply) return null;
    const sent = storeClosing(command, supply, { picking, confirmed: plan.confirm !== null }, leaveDone);
    return { confirm: plan.confirm && messages[plan.confirm], command: sent };
  }

  // The rule is asked on picks whose picked quantities are through: what waits on the device first.
  const conclude = async () => {
    if (locked) return;
    await runClosing(engine, [scope], () =>
      closing(
        'close_store',
        closeStore(picks.map(quantitiesOf), { picking, excessAllowed: STORE_EXCESS_ALLOWED }),
      ),
    );
  };
  const exit = async () => {
    if (locked || !loaded) return void leave();
    await runClosing(engine, [scope], () =>
      closing('exit_store', exitStore(picks.map(quantitiesOf), { picking })),
    );
  };
  return { conclude, exit };
}
