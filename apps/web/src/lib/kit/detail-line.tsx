import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';

/** A label and its value on one line of a modal; a long value wraps anywhere, never sideways. */
export function DetailLine({
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
      <Text size="sm" c="dimmed" miw={110} style={{ flex: 'none' }}>
        {label}
      </Text>
      <Text fw={600} data-testid={testId} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {children}
      </Text>
    </Group>
  );
}
