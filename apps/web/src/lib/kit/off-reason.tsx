/**
 * Why a confirm or print button is off, written beside it (issue 37): an operator who cannot tap
 * 'Conferma' or 'Stampa' reads what is missing instead of guessing.
 */
import { Text } from '@mantine/core';

export function OffReason({
  reason,
  testId = 'confirm-off-reason',
}: {
  reason: string | null;
  testId?: string;
}) {
  if (!reason) return null;
  return (
    <Text size="sm" c="dimmed" ta="right" data-testid={testId}>
      {reason}
    </Text>
  );
}
