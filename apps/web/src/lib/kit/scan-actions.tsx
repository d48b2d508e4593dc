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

/** Esci/Sospendi and Concludi at the bottom of a scan screen, always in reach. */
export function ScanActions({
  exitLabel,
  concludeLabel,
  onExit,
  onConclude,
  ready,
  testIds,
}: ScanActionsProps) {
  return (
    <Group grow gap="sm" className="wh-sticky-actions">
      <Button variant="default" size="md" onClick={onExit} disabled={!ready} data-testid={testIds.exit}>
        {exitLabel}
      </Button>
      <Button size="md" onClick={onConclude} disabled={!ready} data-testid={testIds.conclude}>
        {concludeLabel}
      </Button>
    </Group>
  );
}
