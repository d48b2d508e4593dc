import { useEffect, useState, useSyncExternalStore } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { m } from '../../messages/it';
import { dialogs } from '../dialogs';
import { WRITE_STALL_MS } from '../retry-schedule';
import { outbox, type OutboxEntry } from './index';
import { MoveDialog, type RefusedMover } from './move-dialog';
import { useOutbox, type OutboxScopes } from './use-outbox';

const t = m.outbox;

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};
const isOnline = () => navigator.onLine;

/** Whether the device says it has a network (`navigator.onLine`, and its events). */
function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}

/**
 * A scan screen that works without a network says so while the device has none (issue 42's point
 * 4): the screens with an outbox through `OutboxStatus`, outgoing (no outbox) with its own words.
 */
export function OfflineNotice({ text }: { text: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert color="gray" p="xs" data-testid="offline-notice">
      <Text size="xs">{text}</Text>
    </Alert>
  );
}

/**
 * The scan screens with an outbox show `OfflineNotice` with this status.
 *
 * What the outbox holds for a scope: how many writes wait to be sent (with 'Riprova' to try at
 * once), and 'Letture non registrate': each write the server refused (its order concluded, its
 * package or document closed meanwhile), with the reason and who closed what, kept on the device
 * until the operator discards it, after a confirmation, or moves it where the screen's `mover` says
 * it may go (another open package, the same item in another open list): listed, as on its way, until
 * the server has stored it there (issue 41).
 */
export function OutboxStatus({ scope, mover }: { scope?: OutboxScopes; mover?: RefusedMover }) {
  const { pending: all, refused, moving } = useOutbox(scope);
  // A moved reading is listed with the kept ones until stored, not among the new writes.
  const pending = moving.length === 0 ? all : all.filter((e) => e.movedTo === undefined);
  const stalled = useStalled(pending[0]);
  const online = useOnline();
  const [moved, setMoved] = useState<OutboxEntry | null>(null);
  const kept = moving.length === 0 ? refused : [...refused, ...moving].sort((a, b) => a.seq - b.seq);
  if (pending.length === 0 && kept.length === 0 && online) return null;
  return (
    <Stack gap={6}>
      <OfflineNotice text={t.offlineNotice} />
      {pending.length > 0 && (
        <Alert
          color={stalled ? 'red' : 'orange'}
          p="xs"
          data-testid="outbox-pending"
          data-count={pending.length}
          data-stalled={stalled}
        >
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {t.pending(pending.length)}
              </Text>
              <Text size="xs">{t.offlineHint}</Text>
              {stalled && <Text size="xs">{m.writes.stalled(WRITE_STALL_MS / 1000)}</Text>}
            </Stack>
            <Button
              size="xs"
              variant="white"
              style={{ flexShrink: 0 }}
              onClick={() => void outbox.flush()}
              data-testid="outbox-retry"
            >
              {t.retry}
            </Button>
          </Group>
        </Alert>
      )}
      {kept.length > 0 && (
        <Alert color="red" p="xs" title={t.refusedTitle} data-testid="outbox-refused">
          <Stack gap={4}>
            {kept.map((entry) => (
              <Group
                key={entry.key}
                justify="space-between"
                gap="xs"
                wrap="nowrap"
                data-testid="outbox-refused-entry"
                data-state={entry.state}
              >
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {entry.state === 'pending'
                    ? `${entry.label}: ${t.moving(entry.movedTo ?? '')}`
                    : t.refused(entry.label, entry.error ?? '')}
                </Text>
                {entry.state === 'refused' && (
                  <Stack gap={4} style={{ flexShrink: 0 }}>
                    {mover?.movable(entry) && (
                      <Button
                        size="xs"
                        variant="white"
                        color="red"
                        onClick={() => setMoved(entry)}
                        data-testid="outbox-move"
                      >
                        {t.move}
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="white"
                      color="red"
                      onClick={() => void discard(entry)}
                      data-testid="outbox-dismiss"
                    >
                      {t.dismiss}
                    </Button>
                  </Stack>
                )}
              </Group>
            ))}
          </Stack>
        </Alert>
      )}
      {mover && <MoveDialog entry={moved} mover={mover} onClose={() => setMoved(null)} />}
    </Stack>
  );
}

async function discard(entry: OutboxEntry): Promise<void> {
  if (await dialogs.confirm(t.discardAsk(entry.label))) outbox.dismiss(entry.key);
}

/** True once the oldest pending entry has waited longer than a save may take (`WRITE_STALL_MS`). */
function useStalled(oldest: OutboxEntry | undefined): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!oldest) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [oldest]);
  return oldest !== undefined && now - oldest.queuedAt > WRITE_STALL_MS;
}
