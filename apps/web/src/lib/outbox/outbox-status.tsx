import { Alert, Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import { m } from '../../messages/it';
import { outbox } from './index';
import { useOutbox } from './use-outbox';

const t = m.outbox;

/**
 * What the outbox holds for a scope: how many writes wait to be sent (with 'Riprova' to try at
 * once), and each write the server refused, with its reason, until the operator closes it.
 */
export function OutboxStatus({ scope }: { scope?: string }) {
  const { pending, refused } = useOutbox(scope);
  if (pending.length === 0 && refused.length === 0) return null;
  return (
    <Stack gap={6}>
      {pending.length > 0 && (
        <Alert color="orange" p="xs" data-testid="outbox-pending" data-count={pending.length}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {t.pending(pending.length)}
              </Text>
              <Text size="xs">{t.offlineHint}</Text>
            </Stack>
            <Button size="xs" variant="white" onClick={() => void outbox.flush()} data-testid="outbox-retry">
              {t.retry}
            </Button>
          </Group>
        </Alert>
      )}
      {refused.length > 0 && (
        <Alert color="red" p="xs" title={t.refusedTitle} data-testid="outbox-refused">
          <Stack gap={4}>
            {refused.map((entry) => (
              <Group
                key={entry.key}
                justify="space-between"
                gap="xs"
                wrap="nowrap"
                data-testid="outbox-refused-entry"
              >
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {t.refused(entry.label, entry.error ?? '')}
                </Text>
                <CloseButton
                  size="lg"
                  aria-label={t.dismiss}
                  onClick={() => outbox.dismiss(entry.key)}
                  data-testid="outbox-dismiss"
                />
              </Group>
            ))}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
