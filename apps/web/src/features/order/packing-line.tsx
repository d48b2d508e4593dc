import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';

/** A label and its value on one line of the row modal (slightly narrower than lib/kit's DetailLine). */
export function PackingLine({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" miw={104} style={{ flex: 'none' }}>
        {label}
      </Text>
      <Text fw={600} size="sm" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}
