/**
 * The label template's live preview beside its ZPL: the server renders the unsaved body with
 * sample values (`POST /print_templates?do=preview {body}`) shortly after each change.
 */
import { Alert, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ma } from '../../../messages/admin';

interface Preview {
  image: string;
  width_mm: number;
  height_mm: number;
}

export function TemplatePreview({ values }: { values: Record<string, unknown> }) {
  const body = typeof values.body === 'string' ? values.body : '';
  const [debounced] = useDebouncedValue(body, 400);
  const preview = useQuery({
    queryKey: ['admin', 'template-preview', debounced],
    queryFn: () =>
      api.request<Preview>('POST', '/print_templates', {
        query: { do: 'preview' },
        json: { body: debounced },
        read: true,
      }),
    enabled: debounced.trim() !== '',
    retry: false,
    meta: { silentError: true },
  });
  return (
    <Stack gap="xs" data-testid="template-preview">
      <Title order={5}>{ma.admin.template.preview}</Title>
      <Text size="xs" c="dimmed">
        {ma.admin.template.previewHint}
      </Text>
      {preview.isFetching && <Loader size="sm" />}
      {preview.isError && (
        <Alert color="orange">{preview.error.message || ma.admin.template.previewError}</Alert>
      )}
      {preview.data && !preview.isError && (
        <>
          <Image
            src={preview.data.image}
            alt={ma.admin.template.previewAlt}
            fit="contain"
            mah={420}
            bd="1px solid var(--mantine-color-gray-4)"
          />
          <Text size="xs" c="dimmed">{`${preview.data.width_mm} × ${preview.data.height_mm} mm`}</Text>
        </>
      )}
    </Stack>
  );
}
