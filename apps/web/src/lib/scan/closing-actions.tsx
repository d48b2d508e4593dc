/**
 * 'Esci/Sospendi' and 'Concludi' of every scan screen (picking, order packing, store, inventory
 * counting; preparation's back): one shape for the buttons and one for what a tap does.
 *
 * - `ClosingActions`: the two buttons at the bottom, always in reach, off until the lines have
 *   loaded and while a write runs or waits (the engine's `ready`);
 * - `runClosing`: a tap's steps, the same on every screen: nothing while the screen is not ready;
 *   the readings still on the device go first (`readingsThrough`: if some still wait, the operator
 *   is told how many and nothing is sent); then the module's shared rule decides (`decide`: the
 *   question, the prepared server command, or what to say when there is nothing to do) and the
 *   engine's `closing` runs it through the screen's command queue (sent again by itself when the
 *   server is back, never twice).
 */
import { memo, useLayoutEffect, useRef } from 'react';
import { Button, Group } from '@mantine/core';
import '../kit/rows.css';
import { dialogs } from '../dialogs';
import { outbox, outboxDrained } from '../outbox';
import { m } from '../../messages/it';
import type { Closing, ScanEngine } from './use-scan-engine';

/**
 * True once the readings kept on the device for `scopes` are through (the outbox sends them now and
 * this waits a moment); otherwise the operator is told how many still wait, and it is false.
 * `oneItem`: the action concerns one line (a row's trash), said as "the readings of this item".
 */
export async function readingsThrough(scopes: readonly string[], oneItem = false): Promise<boolean> {
  if (await outboxDrained(scopes)) return true;
  const left = outbox.entries().filter((e) => e.state === 'pending' && scopes.includes(e.scope)).length;
  void dialogs.warning(m.scan.readingsWaiting(oneItem ? undefined : left));
  return false;
}

/**
 * One tap on a closing action: ready, readings through, then the rule's `decide` (null: nothing to
 * run, e.g. the record is not loaded) and the engine's closing (its question, its command, or its
 * `nothing` said in a toast).
 */
export async function runClosing<L>(
  engine: Pick<ScanEngine<L>, 'ready' | 'closing'>,
  scopes: readonly string[],
  decide: () => Closing | null,
): Promise<void> {
  if (!engine.ready || !(await readingsThrough(scopes))) return;
  const plan = decide();
  if (plan) await engine.closing(plan);
}

export interface ClosingActionsProps {
  exitLabel: string;
  concludeLabel: string;
  onExit: () => void;
  onConclude: () => void;
  /** Off until the lines have loaded and while a write runs or waits. */
  ready: boolean;
  testIds: { exit: string; conclude: string };
}

/**
 * The buttons render again only when their labels or state change: a scan screen re-renders on
 * every reading and passes new handlers each time, which are read when tapped.
 */
export function ClosingActions({ onExit, onConclude, ...shown }: ClosingActionsProps) {
  const handlers = useRef({ onExit, onConclude });
  useLayoutEffect(() => {
    handlers.current = { onExit, onConclude };
  });
  const { testIds, ...labels } = shown;
  return (
    <ClosingButtons {...labels} exitId={testIds.exit} concludeId={testIds.conclude} handlers={handlers} />
  );
}

interface ClosingButtonsProps {
  exitLabel: string;
  concludeLabel: string;
  ready: boolean;
  exitId: string;
  concludeId: string;
  handlers: { current: Pick<ClosingActionsProps, 'onExit' | 'onConclude'> };
}

const ClosingButtons = memo(function ClosingButtons({
  exitLabel,
  concludeLabel,
  ready,
  exitId,
  concludeId,
  handlers,
}: ClosingButtonsProps) {
  return (
    <Group grow gap="sm" className="wh-sticky-actions">
      <Button
        variant="default"
        size="md"
        onClick={() => handlers.current.onExit()}
        disabled={!ready}
        data-testid={exitId}
      >
        {exitLabel}
      </Button>
      <Button
        size="md"
        onClick={() => handlers.current.onConclude()}
        disabled={!ready}
        data-testid={concludeId}
      >
        {concludeLabel}
      </Button>
    </Group>
  );
});
