/**
 * The counting screen of list, free and mixed inventory (one screen, three descriptors in
 * count-modes.ts). Readings find the line by the item's codes; a count is queued in the outbox
 * (kept on the device, shown pending, sent once when the server answers) and adds to the reading.
 */
import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { canOpenInventoryDocument, type InventoryMode } from '@warehouse/shared';
import { ClosedNotice, OpeningContainer } from '../../lib/kit/closed-notice';
import { useFirstVerdict } from '../../lib/hooks/use-first-verdict';
import { PageLayout } from '../../lib/layout/page-layout';
import { IconPlus } from '../../lib/components/icons';
import { OutboxStatus } from '../../lib/outbox/outbox-status';
import { PendingWritesAlert } from '../../lib/components/pending-writes-alert';
import { ClosingActions } from '../../lib/scan/closing-actions';
import { useKeptCopy } from '../../lib/keep';
import { m } from '../../messages/it';
import { fetchCountDocument, fetchItems, fetchProject, inventoryKeys, type CountPlace } from './api';
import { CountTable, PlaceHeader } from './count-table';
import { COUNT_MODES } from './count-modes';
import { KEPT_ITEMS_KEY, readKeptCount, readKeptItems, slimItems } from './kept-count';
import { effectiveFlags, idParam } from './flags';
import { LineModal } from './line-modal';
import { useCount } from './use-count';
import { useCountActions } from './use-count-actions';
import { chooseLine, useCountReadings } from './use-count-readings';
import { useDeleteLine } from './use-delete-line';
import './inventory.css';

const t = m.inventory;

export function CountScreen({ mode }: { mode: InventoryMode }) {
  const descriptor = COUNT_MODES[mode];
  const [params] = useSearchParams();
  const projectId = idParam(useParams().id) ?? 0;
  // One object per URL: the callbacks and queries that depend on it stay stable.
  const place = useMemo(() => descriptor.place(params), [descriptor, params]);
  const flags = effectiveFlags(params, mode);
  const back = descriptor.back(projectId, flags);
  if (!place)
    return (
      <PageLayout title={t.countTitle[mode]} back={back}>
        <Text>{t.locationNotFound}</Text>
      </PageLayout>
    );
  return <OpenDocumentGate mode={mode} projectId={projectId} place={place} back={back} />;
}

/**
 * A closed location document cannot be opened (spec §4), by URL nor from a list: the spec's
 * warning instead of the counting screen; decided once, on opening (its own 'Concludi' closes it).
 */
function OpenDocumentGate(props: {
  mode: InventoryMode;
  projectId: number;
  place: CountPlace;
  back: string;
}) {
  const { mode, projectId, place, back } = props;
  // Without a network the device's copy decides (kept-count.ts); with one, only the server's answer:
  // a document closed meanwhile must not open from an old copy.
  const [kept] = useState(() => (navigator.onLine ? null : readKeptCount(projectId, place)));
  const fromDevice = { initialDataUpdatedAt: 0, meta: { silentError: kept !== null } };
  const project = useQuery({
    queryKey: inventoryKeys.project(projectId),
    queryFn: () => fetchProject(projectId),
    initialData: kept?.project,
    ...fromDevice,
  });
  const document = useQuery({
    queryKey: inventoryKeys.document(projectId, place),
    queryFn: () => fetchCountDocument(projectId, place),
    initialData: kept ? kept.document : undefined,
    ...fromDevice,
  });
  const settled = !document.isPending && !project.isPending;
  const closed = useFirstVerdict(
    settled ? Boolean(document.data && !canOpenInventoryDocument(document.data)) : undefined,
  );
  if (closed === undefined) return <OpeningContainer />;
  if (closed) {
    return (
      <ClosedNotice
        title={t.countTitle[mode]}
        back={back}
        message={t.locationNotAccessible(project.data?.name ?? '')}
        testId="count-closed"
      />
    );
  }
  return <Count {...props} />;
}

function Count({
  mode,
  projectId,
  place,
  back,
}: {
  mode: InventoryMode;
  projectId: number;
  place: CountPlace;
  back: string;
}) {
  const descriptor = COUNT_MODES[mode];
  const count = useCount(descriptor, projectId, place);
  // The items a new line can be (chosen, or read: free counting): kept on the device too, so a new
  // item read offline is found.
  const newItems = descriptor.editable || descriptor.newLineOnReading;
  const [keptItems] = useState(() => (newItems ? readKeptItems() : null));
  const items = useQuery({
    queryKey: inventoryKeys.items,
    queryFn: async () => slimItems(await fetchItems()),
    enabled: newItems,
    staleTime: 300_000,
    initialData: keptItems ?? undefined,
    initialDataUpdatedAt: 0,
    meta: { silentError: keptItems !== null },
  });
  useKeptCopy(KEPT_ITEMS_KEY, items.dataUpdatedAt > 0 ? items.data : undefined);
  const { engine, confirm } = useCountReadings({ descriptor, projectId, place, count, items: items.data });
  const actions = useCountActions({
    descriptor,
    projectId,
    place,
    back,
    lines: count.shown,
    document: count.document.data,
    scope: count.scope,
    engine,
  });
  // Off until the lines and the document are there, and while a closing runs or waits. Shown from
  // the device offline, they are there even once a refetch has failed (status 'error', data kept):
  // Concludi then says what still waits rather than staying grey.
  const loaded = count.lines.data !== undefined && count.document.data !== undefined;
  const ready = loaded && engine.ready;

  const onDelete = useDeleteLine(projectId, place);

  return (
    <PageLayout title={t.countTitle[mode]} back={() => (loaded ? void actions.run('exit') : undefined)}>
      <Stack gap="sm">
        <PlaceHeader count={count} />
        {mode === 'mixed' && (
          <TextInput label={t.location} readOnly value={count.placeName} data-testid="count-location" />
        )}
        <OutboxStatus scope={count.scope} />
        {/* A closing refused or waiting for the server: how many, and 'Riprova' (closing-actions.tsx). */}
        <PendingWritesAlert writes={engine.commands} />
        {descriptor.editable && (
          <Group justify="flex-end">
            <Button
              leftSection={<IconPlus />}
              disabled={!ready || !items.isSuccess}
              onClick={() => engine.show(chooseLine(null, count.placeName))}
              data-testid="line-add"
            >
              {t.addItem}
            </Button>
          </Group>
        )}
        {count.lines.isPending ? (
          <Text c="dimmed">{t.loading}</Text>
        ) : (
          <CountTable
            lines={count.shown}
            onOpen={engine.show}
            onDelete={descriptor.editable ? onDelete : undefined}
          />
        )}
        <ClosingActions
          exitLabel={t.suspend}
          concludeLabel={t.conclude}
          onExit={() => void actions.run('suspend')}
          onConclude={() => void actions.run('conclude')}
          ready={ready}
          testIds={{ exit: 'count-suspend', conclude: 'count-conclude' }}
        />
      </Stack>
      <LineModal
        open={engine.open}
        items={items.data ?? []}
        onQuantity={engine.setQuantity}
        onChoose={(item) => engine.show(chooseLine(item, count.placeName))}
        onConfirm={confirm}
        onClose={engine.close}
      />
    </PageLayout>
  );
}
