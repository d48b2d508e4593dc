import type { ReactNode } from 'react';
import { Group, Text, type MantineSize } from '@mantine/core';

/**
 * A label and its value on one line of a modal; a long value wraps anywhere, never sideways.
 * `labelWidth` and `valueSize` fit a modal with more lines (order packing: 104 px, small values).
 */
export function DetailLine({
  label,
  children,
  testId,
  labelWidth = 110,
  valueSize,
}: {
  label: string;
  children: ReactNode;
  testId: string;
  labelWidth?: number;
  valueSize?: MantineSize;
}) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" miw={labelWidth} style={{ flex: 'none' }}>
        {label}
      </Text>
      {/* dir="auto": a code, quantity or lot stays left to right in Arabic (issue 45). */}
      <Text
        fw={600}
        size={valueSize}
        dir="auto"
        data-testid={testId}
        style={{ overflowWrap: 'anywhere', minWidth: 0 }}
      >
        {children}
      </Text>
    </Group>
  );
}
