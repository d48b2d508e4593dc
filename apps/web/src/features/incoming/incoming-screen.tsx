/**
 * INGRESSO MERCE (spec sections 2, 4, 5, 7, 8): receipt of goods against an open supplier order.
 * A box label fills order, item, lot and weight; a tag reading fills the tag and checks it is new;
 * Save runs ./save through the command queue. The open entry is kept on the device (./entry), the
 * readings come through the scan engine (./use-entry-readings), the fields live in ./fields.
 */
import { useMemo } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageLayout } from '../../lib/layout/page-layout';
import { useCurrentUser } from '../../domain/users';
import { useLocalSettings } from '../../lib/settings/local-settings';
import { paths } from '../../lib/paths';
import { m } from '../../messages/it';
import { locationsQuery } from '../../domain/locations';
import { useLiveScreen } from '../../domain/live';
import { pickKeys, picksOfOrderQuery } from '../../domain/picks';
import { openSupplierOrdersQuery, projectKeys } from '../../domain/projects';
import { useEntry } from './entry';
import { typedTagError, weightKg } from './entry-rules';
import { BoxFields } from './fields/box-fields';
import { LocationField } from './fields/location-field';
import { OrderFields } from './fields/order-fields';
import { TagField } from './fields/tag-field';
import { initialLocation } from './location-lock';
import { orderLines } from './order-lines';
import { useEntryReadings } from './use-entry-readings';
import { useQueryError } from './use-query-error';
import { useEntrySave } from './use-entry-save';
import { useFocus } from './use-focus';

const t = m.incoming;

export function IncomingForm({ orderId: routeOrderId = null }: { orderId?: number | null }) {
  const user = useCurrentUser();
  const { nextFieldOnComboSelect: next, showFieldsPlaceholder } = useLocalSettings();
  const state = useEntry(routeOrderId, initialLocation(user?.location_id));
  const { entry: e, patch } = state;
  const { refs, focus } = useFocus();

  const locations = useQuery({ ...locationsQuery(), meta: { silentError: true } });
  const orders = useQuery({ ...openSupplierOrdersQuery(), meta: { silentError: true } });
  const picks = useQuery({
    ...picksOfOrderQuery(e.orderId ?? 0),
    enabled: e.orderId !== null,
    meta: { silentError: true },
  });
  // Another operator's receipts on the same order move its lines' received and remaining
  // quantities (the picks' totals, announced as pick updates); new or closed orders show in the list.
  useLiveScreen({
    models: ['projects'],
    within: e.orderId === null ? [] : [`picks:${e.orderId}`],
    reload: [projectKeys.openSupplierOrders, ...(e.orderId === null ? [] : [pickKeys.ofOrder(e.orderId)])],
  });
  useQueryError(locations.error, t.locationsError);
  useQueryError(orders.error, t.ordersError);
  useQueryError(picks.error, t.picksError);

  const lines = useMemo(() => orderLines(picks.data ?? []), [picks.data]);
  const line = lines.find((l) => l.item.id === e.itemId);
  const { save, saving, waiting } = useEntrySave(state, (id) => lines.find((l) => l.item.id === id));
  useEntryReadings(state, focus, saving);

  const canSave =
    !saving &&
    e.locationId !== null &&
    e.orderId !== null &&
    line !== undefined &&
    e.lot.trim() !== '' &&
    weightKg(e.weight) !== null &&
    e.tag.trim() !== '' &&
    typedTagError(e.tag) === null;
  const placeholder = (key: keyof typeof t.placeholders) =>
    showFieldsPlaceholder ? t.placeholders[key] : undefined;

  return (
    <Stack gap="sm" data-testid="incoming-form">
      <LocationField
        locations={locations.data ?? []}
        value={e.locationId}
        placeholder={placeholder('location')}
        onChange={(locationId) => {
          patch({ locationId });
          if (locationId !== null && next) focus('barcode');
        }}
      />
      <TextInput
        ref={refs.barcode}
        size="md"
        label={t.fields.barcode}
        placeholder={placeholder('barcode')}
        readOnly
        value={e.barcode}
        data-testid="incoming-barcode"
      />
      <OrderFields
        orders={orders.data ?? []}
        refreshing={orders.isFetching}
        onRefresh={() => void orders.refetch()}
        orderId={e.orderId}
        onOrder={(orderId) => {
          patch({ orderId, itemId: null });
          if (orderId !== null && next) focus('tag');
        }}
        lines={lines}
        itemId={e.itemId}
        onItem={(itemId) => {
          patch({ itemId });
          if (itemId !== null && next) focus('lot');
        }}
        itemRef={refs.item}
        placeholders={{ order: placeholder('order'), item: placeholder('item') }}
      />
      <BoxFields
        lot={e.lot}
        weight={e.weight}
        label={e.label}
        remaining={line?.remaining}
        onLot={(lot) => patch({ lot })}
        onWeight={(weight) => patch({ weight })}
        refs={refs}
        placeholders={{ lot: placeholder('lot'), weight: placeholder('weight') }}
      />
      <TagField
        value={e.tag}
        onChange={(tag) => patch({ tag })}
        inputRef={refs.tag}
        placeholder={placeholder('tag')}
      />
      <Button
        ref={refs.save}
        size="lg"
        fullWidth
        disabled={!canSave && !(waiting && !saving)}
        loading={saving}
        onClick={() => void save().then((ok) => ok && focus('barcode'))}
        data-testid="incoming-save"
      >
        {t.save}
      </Button>
    </Stack>
  );
}

export function IncomingScreen() {
  return (
    <PageLayout title={t.title} back={paths.home.href()}>
      <IncomingForm />
    </PageLayout>
  );
}
