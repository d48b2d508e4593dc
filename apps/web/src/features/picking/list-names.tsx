import { Text } from '@mantine/core';
import type { Project } from '../../domain/records';

/** The names of the lists being picked, in full (wrapping anywhere rather than widening the page). */
export function ListNames({ lists }: { lists: readonly Project[] | undefined }) {
  const names = (lists ?? []).map((p) => p.name).join(', ');
  if (!names) return null;
  return (
    <Text size="sm" fw={600} data-testid="picking-lists-names" style={{ overflowWrap: 'anywhere' }}>
      {names}
    </Text>
  );
}
