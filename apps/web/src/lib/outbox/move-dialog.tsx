/**
 * 'Sposta' on a kept reading (issue 41): the operator chooses where it goes — another open package
 * of its order, the same item in another open list — and only then is it sent there, as a new
 * addition (`moveRefused`). Where it may go is the screen's to say (`RefusedMover`): lib knows no
 * orders or packages. The server checks the target as it checks any reading, so a target closed
 * meanwhile refuses it and the reading stays kept, with the new reason.
 */
import { useEffect, useState } from 'react';
import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { m } from '../../messages/it';
import { toast } from '../toasts';
import { moveRefused, type OutboxEntry, type OutboxMove } from './index';

const t = m.outbox;

/** One place a kept reading may go. */
export interface MoveTarget {
  id: string;
  /** The operator's words for it ('Collo 3', 'LP-2026-0002'). */
  label: string;
  move: OutboxMove;
}

/** What a screen offers for its kept readings. */
export interface RefusedMover {
  /** Whether this entry may go elsewhere at all (a reading of this screen's kind). */
  movable(entry: OutboxEntry): boolean;
  /** Where it may go now, asked when the operator presses 'Sposta'. */
  targets(entry: OutboxEntry): Promise<MoveTarget[]>;
  /** Shown when there is nowhere to go. */
  none: string;
  /** A way to make a new place beside the listed ones (order packing's 'Nuovo collo'). */
  create?: { label: string; run(entry: OutboxEntry): Promise<MoveTarget | null> };
}

export function MoveDialog({
  entry,
  mover,
  onClose,
}: {
  entry: OutboxEntry | null;
  mover: RefusedMover;
  onClose: () => void;
}) {
  const [targets, setTargets] = useState<MoveTarget[] | null>(null);
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setTargets(null);
    setChosen('');
    if (!entry) return;
    let live = true;
    mover.targets(entry).then(
      (found) => live && setTargets(found),
      () => live && setTargets([]),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked once per opened entry
  }, [entry?.key]);

  const target = targets?.find((x) => x.id === chosen);
  const send = async () => {
    if (!entry || !target) return;
    setBusy(true);
    const outcome = await moveRefused(entry.key, target.move);
    setBusy(false);
    if (outcome === 'stored') toast.success(t.moved(entry.label, target.label));
    if (outcome === 'waiting') toast.warning(t.moveWaiting);
    // Refused there too: the entry stays in the list with the server's new reason.
    onClose();
  };
  const create = async () => {
    if (!entry || !mover.create) return;
    setBusy(true);
    const made = await mover.create.run(entry);
    setBusy(false);
    if (!made) return;
    setTargets((list) => [...(list ?? []), made]);
    setChosen(made.id);
  };

  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={entry ? t.moveTitle(entry.label) : ''}
      centered
      data-testid="move-dialog"
    >
      <Stack gap="sm">
        {targets === null ? (
          <Text size="sm" c="dimmed">
            {t.moveLoading}
          </Text>
        ) : (
          <>
            {targets.length === 0 && (
              <Text size="sm" data-testid="move-none">
                {mover.none}
              </Text>
            )}
            <Group gap={6} align="flex-end" justify="flex-end" wrap="wrap">
              {targets.length > 0 && (
                <NativeSelect
                  style={{ flex: '1 1 220px', minWidth: 0 }}
                  label={t.moveTarget}
                  size="md"
                  data={[{ value: '', label: '' }, ...targets.map((x) => ({ value: x.id, label: x.label }))]}
                  value={chosen}
                  onChange={(event) => setChosen(event.currentTarget.value)}
                  data-testid="move-target"
                />
              )}
              {mover.create && (
                <Button
                  variant="light"
                  size="md"
                  px={10}
                  disabled={busy}
                  onClick={() => void create()}
                  data-testid="move-create"
                >
                  {mover.create.label}
                </Button>
              )}
            </Group>
          </>
        )}
        <Group grow>
          <Button size="md" variant="default" onClick={onClose} disabled={busy} data-testid="move-cancel">
            {t.moveCancel}
          </Button>
          <Button
            size="md"
            disabled={!target}
            loading={busy}
            onClick={() => void send()}
            data-testid="move-confirm"
          >
            {t.moveConfirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
