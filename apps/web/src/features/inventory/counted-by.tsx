/** Who counted how much of a count line (issue 48): 'Marco Operatore 5 · Anna 3', as text only. */
import { Text } from '@mantine/core';
import { contributionsText } from '@warehouse/shared';
import { m } from '../../messages/it';
import type { CountLine } from './count-lines';
import { formatQuantity } from './format';

const t = m.inventory.line;

export function countedByText(line: CountLine): string {
  return contributionsText(line.countedBy ?? [], formatQuantity, t.unknownOperator);
}

/** Under a line's item, or in its dialog with its label; nothing while nobody counted the line. */
export function CountedBy({ line, labelled = false }: { line: CountLine; labelled?: boolean }) {
  if (!line.countedBy?.length) return null;
  if (!labelled)
    return (
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="line-counted-by">
        {countedByText(line)}
      </Text>
    );
  // As the dialog's other facts: a dimmed label, then the figures.
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="line-counted-by">
      <Text span c="dimmed">
        {t.countedBy}:{' '}
      </Text>
      {countedByText(line)}
    </Text>
  );
}
