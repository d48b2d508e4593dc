/** The chosen item's code, external code, description, barcode and price, read-only. */
import { SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { m } from '../../messages/it';
import type { LabelItem } from './api';
import { formatPrice } from './price-label';

const t = m.print;

export function ItemDetails({ item }: { item: LabelItem | null }) {
  return (
    <>
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
        <TextInput label={t.barcode} value={item?.barcode ?? ''} readOnly data-testid="price-label-barcode" />
        <TextInput
          label={t.retailPrice}
          value={item ? formatPrice(item.retail_price) : ''}
          readOnly
          data-testid="price-label-price"
        />
      </SimpleGrid>
    </>
  );
}
