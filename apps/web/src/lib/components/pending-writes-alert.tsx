import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { m } from '../../messages/it';
import { WRITE_STALL_MS, type ScreenCommands } from '../command-queue';

type Writes = Pick<ScreenCommands, 'pending' | 'retry'> &
  Partial<Pick<ScreenCommands, 'waiting' | 'stalled'>>;

/**
 * Shown while a screen's commands wait (lib/command-queue.ts; the outbox's writes show in
 * `OutboxStatus`): how many, and whether they go by themselves (the server cannot be reached: sent
 * again automatically, 'Riprova ora' not to wait) or wait for 'Riprova' after a refusal. A save that has not got through for a while says so in red. Gone once all are through.
 */
export function PendingWritesAlert({ writes }: { writes: Writes }) {
  if (writes.pending === 0 && !writes.stalled) return null;
  const auto = writes.waiting === true || writes.stalled === true;
  const state = writes.stalled ? 'stalled' : auto ? 'waiting' : 'refused';
  return (
    <Alert
      color={writes.stalled ? 'red' : 'orange'}
      p="xs"
      data-testid="pending-writes"
      data-state={state}
      data-count={writes.pending}
      role="status"
    >
      <Stack gap={6}>
        <Text size="sm">
          {auto ? m.writes.waiting(Math.max(writes.pending, 1)) : m.writes.pending}
          {writes.stalled && ` ${m.writes.stalled(WRITE_STALL_MS / 1000)}`}
        </Text>
        <Group justify="flex-end">
          <Button size="xs" variant="white" onClick={() => void writes.retry()} data-testid="retry-writes">
            {auto ? m.writes.retryNow : m.app.retry}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
