import { Text } from '@mantine/core';

/** A table cell with an item's code over its description (picks, readings). */
export function ItemCell({ item }: { item?: { code?: string | null; description?: string | null } | null }) {
  return (
    <div>
      <Text fw={600} size="sm">
        {item?.code ?? ''}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={2}>
        {item?.description ?? ''}
      </Text>
    </div>
  );
}
