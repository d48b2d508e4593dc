/**
 * /print/price_label (spec section 2): choose an item by description or by reading its barcode (or
 * an additional barcode), see its code, description, external code, barcode and price, set how many
 * labels, see the label, print it on the store printer. A missing or unreachable printer sends the
 * operator home with the spec's message (section 8).
 */
import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Image,
  Loader,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageLayout } from '../../lib/layout/page-layout';
import { dialogs } from '../../lib/dialogs';
import {
  findPrinter,
  previewLabel,
  printerKeys,
  printTemplate,
  PRINT_TEMPLATES,
  withReason,
  type Printer,
} from '../../lib/printing';
import { feedback, useReadings, validateSingleTag } from '../../lib/reader';
import { checkLabelCount, MAX_LABEL_COPIES } from '../../lib/shared';
import { m } from '../../messages/it';
import { findItemByCode, priceLabelKeys, searchItems, type LabelItem } from './api';
import { formatPrice, priceLabelFields } from './price-label';

const t = m.print;

/** Waits for the typing to pause before searching. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function PriceLabelScreen() {
  const navigate = useNavigate();
  const [item, setItem] = useState<LabelItem | null>(null);
  const [search, setSearch] = useState('');
  const [count, setCount] = useState<string | number>(1);
  const query = useDebounced(search.trim(), 250);

  const printerQuery = useQuery({
    queryKey: printerKeys.find('store'),
    queryFn: () => findPrinter('store'),
    meta: { silentError: true },
  });

  // No printer, or one that cannot print: the spec's message, then home.
  useEffect(() => {
    if (!printerQuery.isSuccess) return;
    const printer = printerQuery.data;
    if (printer && printer.is_online) return;
    const message = printer ? withReason(t.printerUnreachable, printer.offline_reason) : t.printerNotFound;
    void dialogs.warning(message).then(() => navigate('/home'));
  }, [printerQuery.isSuccess, printerQuery.data, navigate]);

  const itemsQuery = useQuery({
    queryKey: priceLabelKeys.search(query),
    queryFn: () => searchItems(query),
    enabled: query.length >= 2 && query !== item?.description,
  });
  const options = useMemo(() => {
    const list = [...(itemsQuery.data ?? [])];
    if (item && !list.some((i) => i.id === item.id)) list.unshift(item);
    return list;
  }, [itemsQuery.data, item]);

  const countCheck = checkLabelCount(count);
  const countError = countCheck.ok
    ? null
    : countCheck.reason === 'too-many'
      ? t.labelCountError['too-many'](MAX_LABEL_COPIES)
      : t.labelCountError[countCheck.reason];

  const previewFields = item ? priceLabelFields(item, 1) : null;
  const preview = useQuery({
    queryKey: printerKeys.preview(PRINT_TEMPLATES.price, previewFields ?? {}),
    queryFn: () => previewLabel(PRINT_TEMPLATES.price, previewFields!),
    enabled: previewFields !== null,
    staleTime: Infinity,
    meta: { silentError: true },
  });

  const printing = useMutation({
    mutationFn: ({ printer, labels }: { printer: Printer; labels: number }) =>
      printTemplate(printer.id, PRINT_TEMPLATES.price, priceLabelFields(item!, labels), labels),
    meta: { silentError: true },
    onSuccess: async (outcome) => {
      if (outcome.ok) return void dialogs.info(t.printed(outcome.copies));
      if (outcome.kind === 'failed') return void dialogs.error(withReason(t.printError, outcome.reason));
      const message =
        outcome.kind === 'offline' ? withReason(t.printerUnreachable, outcome.reason) : t.printerNotFound;
      await dialogs.warning(message);
      navigate('/home');
    },
    onError: () => void dialogs.error(t.printError),
  });

  useReadings(
    async (reading) => {
      const single = validateSingleTag(reading);
      if (!single.ok) return void dialogs.warning(single.message);
      const code = single.tag.trim();
      const found = await findItemByCode(code);
      if (!found) {
        feedback.error();
        return void dialogs.warning(`${m.reader.itemNotFound}<br>${m.reader.codeRead(code)}`, {
          title: m.reader.searchItemTitle,
        });
      }
      setItem(found);
      setSearch(found.description ?? found.code);
    },
    { ignoreWhileDialogOpen: true },
  );

  const printer = printerQuery.data ?? null;
  const canPrint = item !== null && countCheck.ok && printer?.is_online === true && !printing.isPending;

  return (
    <PageLayout title={m.screens.priceLabel} back="/home">
      <Stack gap="sm" data-testid="price-label">
        <Select
          label={t.item}
          placeholder={t.itemPlaceholder}
          searchable
          clearable
          data-testid="price-label-item"
          data={options.map((i) => ({ value: String(i.id), label: i.description || i.code }))}
          value={item ? String(item.id) : null}
          searchValue={search}
          onSearchChange={setSearch}
          onChange={(value) => setItem(options.find((i) => String(i.id) === value) ?? null)}
          filter={({ options: all }) => all}
          nothingFoundMessage={query.length >= 2 && itemsQuery.isSuccess ? t.noItems : undefined}
          rightSection={itemsQuery.isFetching ? <Loader size="xs" /> : undefined}
          comboboxProps={{ transitionProps: { duration: 0 } }}
        />
        {!item && (
          <Text size="sm" c="dimmed">
            {t.chooseItem}
          </Text>
        )}
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
          <TextInput label={t.code} value={item?.code ?? ''} readOnly data-testid="price-label-code" />
          <TextInput
            label={t.externalCode}
            value={item?.external_code ?? ''}
            readOnly
            data-testid="price-label-external"
          />
        </SimpleGrid>
        <Textarea
          label={t.description}
          value={item?.description ?? ''}
          readOnly
          autosize
          minRows={1}
          maxRows={3}
          data-testid="price-label-description"
        />
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
          <TextInput
            label={t.barcode}
            value={item?.barcode ?? ''}
            readOnly
            data-testid="price-label-barcode"
          />
          <TextInput
            label={t.retailPrice}
            value={item ? formatPrice(item.retail_price) : ''}
            readOnly
            data-testid="price-label-price"
          />
        </SimpleGrid>
        <NumberInput
          label={t.labelCount}
          withAsterisk
          value={count}
          onChange={setCount}
          min={1}
          max={MAX_LABEL_COPIES}
          allowDecimal={false}
          clampBehavior="none"
          error={countError}
          data-testid="price-label-count"
        />
        {item && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t.preview}
            </Text>
            {preview.isPending && (
              <Group gap="xs">
                <Loader size="xs" />
                <Text size="sm" c="dimmed">
                  {t.previewLoading}
                </Text>
              </Group>
            )}
            {preview.isError && <Alert color="gray">{t.previewUnavailable}</Alert>}
            {preview.data && (
              <Image
                src={preview.data}
                alt={t.previewAlt}
                data-testid="price-label-preview"
                style={{ border: '1px solid var(--mantine-color-gray-4)', maxWidth: 480 }}
              />
            )}
          </Stack>
        )}
        <Button
          size="lg"
          fullWidth
          disabled={!canPrint}
          loading={printing.isPending}
          data-testid="price-label-print"
          onClick={() => printer && countCheck.ok && printing.mutate({ printer, labels: countCheck.count })}
        >
          {t.print}
        </Button>
      </Stack>
    </PageLayout>
  );
}
