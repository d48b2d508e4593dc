/**
 * /print/price_label (spec section 2): choose an item by description or by reading its barcode (or
 * an additional barcode), see its code, description, external code, barcode and price, set how many
 * labels, see the label, print it on the store printer. A missing or unreachable printer sends the
 * operator home with the spec's message (section 8).
 */
import { useState } from 'react';
import { Box, Button, NumberInput, Stack, Text } from '@mantine/core';
import { OffReason } from '../../lib/kit/off-reason';
import { PageLayout } from '../../lib/layout/page-layout';
import { checkLabelCount, MAX_LABEL_COPIES } from '../../lib/shared';
import { m } from '../../messages/it';
import type { LabelItem } from './api';
import { ItemDetails } from './item-details';
import { ItemSelect } from './item-select';
import { LabelPreview } from './label-preview';
import { useItemReading } from './use-item-reading';
import { usePrintPriceLabel } from './use-print-price-label';
import { useStorePrinter } from './use-store-printer';

const t = m.print;

export function PriceLabelScreen() {
  const [item, setItem] = useState<LabelItem | null>(null);
  const [search, setSearch] = useState('');
  const [count, setCount] = useState<string | number>(1);
  const printer = useStorePrinter();
  const printing = usePrintPriceLabel(item);
  useItemReading((found) => {
    setItem(found);
    setSearch(found.description ?? found.code);
  });

  const countCheck = checkLabelCount(count);
  const countError = countCheck.ok
    ? null
    : countCheck.reason === 'too-many'
      ? t.labelCountError['too-many'](MAX_LABEL_COPIES)
      : t.labelCountError[countCheck.reason];
  const canPrint = item !== null && countCheck.ok && printer?.is_online === true && !printing.isPending;
  // Why 'Stampa' is off, beside it (the count's own error is under its field too).
  const offReason = printing.isPending
    ? null
    : item === null
      ? t.chooseItem
      : (countError ?? (printer?.is_online === true ? null : t.printerUnreachable));

  return (
    <PageLayout title={m.screens.priceLabel} back="/home">
      <Stack gap="sm" data-testid="price-label">
        <ItemSelect item={item} search={search} onSearch={setSearch} onItem={setItem} />
        {!item && (
          <Text size="sm" c="dimmed">
            {t.chooseItem}
          </Text>
        )}
        <ItemDetails item={item} />
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
          data-wedge-guard
          data-testid="price-label-count"
        />
        {item && <LabelPreview item={item} />}
        {/* Sticky at the bottom, as the order modal's buttons: 'Stampa' stays in reach at 360×640. */}
        <Box
          pos="sticky"
          bottom={0}
          py="xs"
          bg="var(--mantine-color-body)"
          style={{ zIndex: 2 }}
          data-testid="price-label-footer"
        >
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
          <OffReason reason={canPrint ? null : offReason} testId="price-label-off-reason" />
        </Box>
      </Stack>
    </PageLayout>
  );
}
