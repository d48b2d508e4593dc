import { Alert, Button, Group, Text } from '@mantine/core';
import { m } from '../../messages/it';
import type { WriteQueue } from '../write-queue';

/** Shown while steps of a multi-step write wait after a failure: what is pending, and 'Riprova'. */
export function PendingWritesAlert({ writes }: { writes: Pick<WriteQueue, 'pending' | 'retry'> }) {
  if (writes.pending === 0) return null;
  return (
    <Alert color="orange" data-testid="pending-writes">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{m.writes.pending}</Text>
        <Button size="xs" onClick={() => void writes.retry()} data-testid="retry-writes">
          {m.app.retry}
        </Button>
      </Group>
    </Alert>
  );
}
