/** The preview of one price label of the chosen item, as the printer renders it. */
import { Alert, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { previewLabel, printerKeys, PRINT_TEMPLATES } from '../../domain/printing';
import { m } from '../../messages/it';
import type { LabelItem } from './api';
import { priceLabelFields } from './price-label';

const t = m.print;

export function LabelPreview({ item }: { item: LabelItem }) {
  const fields = priceLabelFields(item, 1);
  const preview = useQuery({
    queryKey: printerKeys.preview(PRINT_TEMPLATES.price, fields),
    queryFn: () => previewLabel(PRINT_TEMPLATES.price, fields),
    staleTime: Infinity,
    meta: { silentError: true },
  });
  return (
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
  );
}
