import { memo, useLayoutEffect, useRef } from 'react';
import { Button, Group } from '@mantine/core';

export interface ScanActionsProps {
  exitLabel: string;
  concludeLabel: string;
  onExit: () => void;
  onConclude: () => void;
  /** Off until the lines have loaded and while a write runs or waits. */
  ready: boolean;
  testIds: { exit: string; conclude: string };
}

/**
 * Esci/Sospendi and Concludi at the bottom of a scan screen, always in reach. The buttons render
 * again only when their labels or state change: a scan screen re-renders on every reading and
 * passes new handlers each time, which are read when tapped.
 */
export function ScanActions({ onExit, onConclude, ...shown }: ScanActionsProps) {
  const handlers = useRef({ onExit, onConclude });
  useLayoutEffect(() => {
    handlers.current = { onExit, onConclude };
  });
  const { testIds, ...labels } = shown;
  return <ScanButtons {...labels} exitId={testIds.exit} concludeId={testIds.conclude} handlers={handlers} />;
}

interface ScanButtonsProps {
  exitLabel: string;
  concludeLabel: string;
  ready: boolean;
  exitId: string;
  concludeId: string;
  handlers: { current: Pick<ScanActionsProps, 'onExit' | 'onConclude'> };
}

const ScanButtons = memo(function ScanButtons({
  exitLabel,
  concludeLabel,
  ready,
  exitId,
  concludeId,
  handlers,
}: ScanButtonsProps) {
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
