/**
 * INGRESSO MERCE (spec sections 2, 4, 5, 7, 8): receipt of goods against an open supplier order.
 * A barcode reading fills order, item, lot and weight; a tag reading fills the tag and checks it is
 * new; Save runs the save sequence of ./save (lot, reading, track) and clears the form.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { validateSingleTag } from '@warehouse/shared';
import { PageLayout } from '../../lib/layout/page-layout';
import { queryClient } from '../../lib/api';
import { dialogs } from '../../lib/dialogs';
import { feedback, useReadings, type InputReading } from '../../lib/reader';
import { useUser } from '../../lib/session';
import { useLocalSettings } from '../../lib/settings/local-settings';
import { toast } from '../../lib/toasts';
import { m } from '../../messages/it';
import { saveDeps } from './api';
import { formatQuantity } from '../../domain/format';
import { locationsQuery } from '../../domain/locations';
import { picksOfOrderQuery, pickKeys } from '../../domain/picks';
import { openSupplierOrdersQuery, projectKeys } from '../../domain/projects';
import { findReadingsByTag } from '../../domain/readings';
import { resolveIncomingBarcode, type BarcodePatch } from './barcode';
import { IconLock, IconRefresh, IconUnlock } from '../../lib/components/icons';
import { initialLocation, writeLockedLocation, readLockedLocation } from './location-lock';
import { orderLines, type OrderLine } from './order-lines';
import { hasWrites, saveIncoming, type SaveProgress } from './save';
import { paths } from '../../lib/paths';

const t = m.incoming;

interface FormState {
  barcode: string;
  orderId: number | null;
  itemId: number | null;
  lot: string;
  weight: number | string;
  tag: string;
  /** What the last label said beyond the fields: its weight in pounds, its dates. */
  label: LabelInfo;
}

type LabelInfo = Pick<BarcodePatch, 'labelWeight' | 'weight' | 'expiry' | 'bestBefore'>;

const EMPTY_FORM: FormState = {
  barcode: '',
  orderId: null,
  itemId: null,
  lot: '',
  weight: '',
  tag: '',
  label: {},
};

type FocusTarget = 'barcode' | 'tag' | 'lot' | 'weight' | 'item' | 'save';

const errorText = (message: string, error: unknown, extra?: string) =>
  [message, error instanceof Error ? error.message : null, extra].filter(Boolean).join('<br>');

const idOf = (value: string | null): number | null => (value ? Number(value) : null);

function weightNumber(weight: number | string): number | null {
  if (typeof weight === 'number') return Number.isFinite(weight) ? weight : null;
  const text = weight.trim().replace(',', '.');
  if (text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** The label's weight in pounds, while the weight field still holds its conversion to kg. */
function poundsNote({ label, weight }: FormState): string | undefined {
  if (!label.labelWeight || label.weight === undefined || weightNumber(weight) !== label.weight)
    return undefined;
  return m.barcode.label.weightInPounds(
    formatQuantity(label.labelWeight.value),
    formatQuantity(label.weight),
  );
}

const formatDate = (iso: string) => iso.split('-').reverse().join('/');

/** The label's expiry and best-before dates: the form has no field for them, the operator sees them. */
function LabelDates({ label }: { label: LabelInfo }) {
  const lines = [
    label.expiry && m.barcode.label.expiry(formatDate(label.expiry)),
    label.bestBefore && m.barcode.label.bestBefore(formatDate(label.bestBefore)),
  ].filter((line): line is string => Boolean(line));
  if (lines.length === 0) return null;
  return (
    <Stack gap={0} data-testid="incoming-label-dates">
      {lines.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** Shows a query's failure once, with the spec's message for that list and the server's reason. */
function useQueryError(error: unknown, message: string) {
  useEffect(() => {
    if (error) toast.warning(errorText(message, error));
  }, [error, message]);
}

export function IncomingForm({ orderId: routeOrderId = null }: { orderId?: number | null }) {
  const user = useUser();
  const { nextFieldOnComboSelect, showFieldsPlaceholder } = useLocalSettings();
  const [locationId, setLocationId] = useState<number | null>(() => initialLocation(user?.location_id));
  const [locked, setLocked] = useState(() => readLockedLocation() !== null);
  const [form, setForm] = useState<FormState>({ ...EMPTY_FORM, orderId: routeOrderId });
  const [saving, setSaving] = useState(false);
  const [focus, setFocus] = useState<{ target: FocusTarget; n: number } | null>(null);
  const progress = useRef<SaveProgress | null>(null);
  // The latest values for handlers that resume after an await (a barcode look-up).
  const formRef = useRef(form);
  useEffect(() => {
    formRef.current = form;
  });
  const tagLookup = useRef(0);
  const barcodeRun = useRef(0);

  const refs = {
    barcode: useRef<HTMLInputElement>(null),
    item: useRef<HTMLInputElement>(null),
    lot: useRef<HTMLInputElement>(null),
    weight: useRef<HTMLInputElement>(null),
    tag: useRef<HTMLInputElement>(null),
    save: useRef<HTMLButtonElement>(null),
  };

  const locations = useQuery({ ...locationsQuery(), meta: { silentError: true } });
  const orders = useQuery({ ...openSupplierOrdersQuery(), meta: { silentError: true } });
  const picks = useQuery({
    ...picksOfOrderQuery(form.orderId ?? 0),
    enabled: form.orderId !== null,
    meta: { silentError: true },
  });
  useQueryError(locations.error, t.locationsError);
  useQueryError(orders.error, t.ordersError);
  useQueryError(picks.error, t.picksError);

  const lines = useMemo(() => orderLines(picks.data ?? []), [picks.data]);
  const line: OrderLine | undefined = lines.find((l) => l.item.id === form.itemId);
  const weight = weightNumber(form.weight);

  const requestFocus = useCallback(
    (target: FocusTarget) => setFocus((f) => ({ target, n: (f?.n ?? 0) + 1 })),
    [],
  );
  useEffect(() => {
    if (!focus) return;
    // After the render that enabled the field (item enabled by an order, Save by the last value).
    const el = refs[focus.target].current;
    if (el && !(el as HTMLInputElement | HTMLButtonElement).disabled) el.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refs are stable
  }, [focus]);

  const patch = (values: Partial<FormState>) => {
    progress.current = null;
    formRef.current = { ...formRef.current, ...values };
    setForm((f) => ({ ...f, ...values }));
  };

  const canSave =
    !saving &&
    locationId !== null &&
    form.orderId !== null &&
    form.itemId !== null &&
    line !== undefined &&
    form.lot.trim() !== '' &&
    weight !== null &&
    form.tag.trim() !== '';

  // ---- readings ---------------------------------------------------------------------------------

  const ordersOf = async (fresh: boolean) => {
    if (!fresh) {
      const cached = queryClient.getQueryData(openSupplierOrdersQuery().queryKey);
      if (cached) return cached;
    }
    return queryClient.fetchQuery({ ...openSupplierOrdersQuery(), staleTime: 0 });
  };
  const linesOf = async (orderId: number) =>
    orderLines(await queryClient.fetchQuery({ ...picksOfOrderQuery(orderId), staleTime: 5_000 }));

  const applyBarcode = (values: BarcodePatch) => {
    const current = formRef.current;
    const next: FormState = { ...current, orderId: values.orderId };
    if (values.itemId !== undefined) next.itemId = values.itemId;
    else if (values.orderId !== current.orderId) next.itemId = null;
    if (values.lot !== undefined) next.lot = values.lot;
    if (values.weight !== undefined) next.weight = values.weight;
    const { labelWeight, weight, expiry, bestBefore } = values;
    next.label = { labelWeight, weight, expiry, bestBefore };
    progress.current = null;
    formRef.current = next;
    setForm(next);
    // Where the operator goes next: the first field still empty.
    const empty = (['item', 'lot', 'weight', 'tag'] as const).find((k) =>
      k === 'item'
        ? next.itemId === null
        : k === 'weight'
          ? weightNumber(next.weight) === null
          : next[k] === '',
    );
    requestFocus(empty ?? 'save');
  };

  const onBarcode = async (code: string) => {
    const run = ++barcodeRun.current;
    patch({ barcode: code });
    const outcome = await resolveIncomingBarcode(code, { orders: ordersOf, lines: linesOf });
    if (run !== barcodeRun.current) return;
    if (outcome.ok) {
      applyBarcode(outcome.patch);
      return;
    }
    if (outcome.patch) applyBarcode(outcome.patch);
    feedback.error();
    await dialogs.warning([outcome.message, outcome.detail].filter(Boolean).join('<br>'));
  };

  const onTag = async (reading: InputReading) => {
    const check = validateSingleTag(reading);
    if (!check.ok) {
      feedback.error();
      await dialogs.warning(check.message);
      return;
    }
    const tag = check.tag;
    const run = ++tagLookup.current;
    patch({ tag });
    let rows;
    try {
      rows = await findReadingsByTag(tag);
    } catch (error) {
      if (run !== tagLookup.current) return;
      feedback.error();
      await dialogs.error(errorText(t.rowsError, error));
      return;
    }
    if (run !== tagLookup.current) return;
    if (rows.length > 0) {
      feedback.error();
      await dialogs.warning(t.tagInUse(tag), { title: t.tagAlreadyInserted });
      return;
    }
    requestFocus('save');
  };

  useReadings(
    async (reading) => {
      if (saving) return;
      if (reading.kind === 'barcode') await onBarcode(reading.code);
      else await onTag(reading);
    },
    { ignoreWhileDialogOpen: true },
  );

  // ---- save -------------------------------------------------------------------------------------

  const clearForm = () => {
    progress.current = null;
    tagLookup.current++;
    barcodeRun.current++;
    formRef.current = { ...EMPTY_FORM, orderId: routeOrderId };
    setForm(formRef.current);
  };

  const save = async () => {
    if (!canSave || locationId === null || form.orderId === null || form.itemId === null || weight === null)
      return;
    setSaving(true);
    try {
      const result = await saveIncoming(
        {
          locationId,
          orderId: form.orderId,
          itemId: form.itemId,
          description: line?.item.description ?? '',
          lot: form.lot.trim(),
          weight,
          tag: form.tag.trim(),
          remaining: line ? line.remaining : null,
        },
        saveDeps((message, title) => dialogs.confirm(message, { title })),
        progress.current,
      );
      if (result.status === 'saved') {
        const orderId = form.orderId;
        toast.success(t.saved);
        clearForm();
        void queryClient.invalidateQueries({ queryKey: projectKeys.openSupplierOrders });
        void queryClient.invalidateQueries({ queryKey: pickKeys.ofOrder(orderId) });
        requestFocus('barcode');
        return;
      }
      progress.current = result.progress;
      if (result.status === 'failed') {
        feedback.error();
        await dialogs.error(
          [result.message, result.detail, hasWrites(result.progress) ? t.retryHint : null]
            .filter(Boolean)
            .join('<br>'),
        );
      }
    } finally {
      setSaving(false);
    }
  };

  // ---- render -----------------------------------------------------------------------------------

  const placeholder = (text: string) => (showFieldsPlaceholder ? text : undefined);
  const locationData = (locations.data ?? []).map((l) => ({ value: String(l.id), label: l.name }));
  const orderData = (orders.data ?? []).map((o) => ({ value: String(o.id), label: o.name }));
  // The chosen order stays visible even if the list no longer has it (closed meanwhile).
  if (form.orderId !== null && !orderData.some((o) => o.value === String(form.orderId))) {
    orderData.push({ value: String(form.orderId), label: `#${form.orderId}` });
  }
  const itemData = lines.map((l) => ({ value: String(l.item.id), label: l.item.code }));

  const toggleLock = () => {
    const next = !locked;
    setLocked(next);
    writeLockedLocation(next ? locationId : null);
  };

  return (
    <Stack gap="sm" data-testid="incoming-form">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Select
          flex={1}
          size="md"
          label={t.fields.location}
          placeholder={placeholder(t.placeholders.location)}
          withAsterisk
          searchable
          data={locationData}
          value={locationId === null ? null : String(locationId)}
          readOnly={locked}
          nothingFoundMessage={t.noOptions}
          onChange={(value) => {
            setLocationId(idOf(value));
            progress.current = null;
            if (value && nextFieldOnComboSelect) requestFocus('barcode');
          }}
          data-testid="incoming-location"
        />
        <ActionIcon
          size={44}
          variant={locked ? 'filled' : 'default'}
          aria-label={locked ? t.unlockLocation : t.lockLocation}
          aria-pressed={locked}
          disabled={locationId === null && !locked}
          onClick={toggleLock}
          data-testid="incoming-location-lock"
        >
          {locked ? <IconLock /> : <IconUnlock />}
        </ActionIcon>
      </Group>

      <TextInput
        ref={refs.barcode}
        size="md"
        label={t.fields.barcode}
        placeholder={placeholder(t.placeholders.barcode)}
        readOnly
        value={form.barcode}
        data-testid="incoming-barcode"
      />

      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Select
          flex={1}
          size="md"
          label={t.fields.order}
          placeholder={placeholder(t.placeholders.order)}
          withAsterisk
          searchable
          data={orderData}
          value={form.orderId === null ? null : String(form.orderId)}
          nothingFoundMessage={t.noOptions}
          onChange={(value) => {
            const orderId = idOf(value);
            patch({ orderId, itemId: null });
            if (orderId !== null && nextFieldOnComboSelect) requestFocus('tag');
          }}
          data-testid="incoming-order"
        />
        <ActionIcon
          size={44}
          variant="default"
          aria-label={t.refreshOrders}
          loading={orders.isFetching}
          onClick={() => void orders.refetch()}
          data-testid="incoming-orders-refresh"
        >
          <IconRefresh />
        </ActionIcon>
      </Group>

      <Select
        ref={refs.item}
        size="md"
        label={t.fields.item}
        placeholder={placeholder(t.placeholders.item)}
        withAsterisk
        searchable
        disabled={form.orderId === null}
        data={itemData}
        value={form.itemId === null ? null : String(form.itemId)}
        nothingFoundMessage={t.noOptions}
        onChange={(value) => {
          const itemId = idOf(value);
          patch({ itemId });
          if (itemId !== null && nextFieldOnComboSelect) requestFocus('lot');
        }}
        data-testid="incoming-item"
      />

      <TextInput
        size="md"
        label={t.fields.description}
        readOnly
        value={line?.item.description ?? ''}
        data-testid="incoming-description"
      />

      <TextInput
        ref={refs.lot}
        size="md"
        label={t.fields.lot}
        placeholder={placeholder(t.placeholders.lot)}
        withAsterisk
        value={form.lot}
        onChange={(e) => patch({ lot: e.currentTarget.value })}
        data-testid="incoming-lot"
      />

      <NumberInput
        ref={refs.weight}
        size="md"
        label={t.fields.weight}
        placeholder={placeholder(t.placeholders.weight)}
        withAsterisk
        hideControls
        allowNegative={false}
        inputMode="decimal"
        value={form.weight}
        onChange={(value) => patch({ weight: value })}
        rightSection={
          line ? (
            <Text
              size="sm"
              c="dimmed"
              pr="xs"
              data-testid="incoming-remaining"
              style={{ whiteSpace: 'nowrap' }}
            >
              {t.remaining(formatQuantity(line.remaining))}
            </Text>
          ) : null
        }
        rightSectionWidth="auto"
        description={poundsNote(form)}
        data-testid="incoming-weight"
      />

      <LabelDates label={form.label} />

      <TextInput
        ref={refs.tag}
        size="md"
        label={t.fields.tag}
        placeholder={placeholder(t.placeholders.tag)}
        withAsterisk
        value={form.tag}
        onChange={(e) => patch({ tag: e.currentTarget.value })}
        data-testid="incoming-tag"
      />

      <Button
        ref={refs.save}
        size="lg"
        fullWidth
        disabled={!canSave}
        loading={saving}
        onClick={() => void save()}
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
