/**
 * The save's state above the list, never over it: 'Salvataggio in corso...' while it runs, and
 * through an outage how many readings wait to be sent, with 'Riprova' (as picking's outbox banner).
 */
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { m } from '../../messages/it';

const t = m.outgoing;

export function SaveBanner({
  saving,
  waiting,
  onRetry,
}: {
  saving: boolean;
  /** Readings held by an outage (0: none). */
  waiting: number;
  onRetry: () => void;
}) {
  if (waiting > 0)
    return (
      <Alert color="orange" p="xs" data-testid="outgoing-waiting" data-count={waiting}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {t.waiting(waiting)}
            </Text>
            <Text size="xs">{t.waitingHint}</Text>
          </Stack>
          <Button size="xs" variant="white" style={{ flexShrink: 0 }} onClick={onRetry}>
            {m.outbox.retry}
          </Button>
        </Group>
      </Alert>
    );
  if (!saving) return null;
  return (
    <Group gap="xs" data-testid="outgoing-saving">
      <Loader size="xs" />
      <Text size="sm" fw={600}>
        {t.saving}
      </Text>
    </Group>
  );
}
