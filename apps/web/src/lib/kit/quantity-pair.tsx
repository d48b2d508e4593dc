/**
 * 'detected / expected unit' of a table row. Each number stays whole on its line, but the pair
 * may break before the '/': at the largest quantities the API accepts (999998,999 / 999998,999 KG)
 * one line is wider than a 360 px screen's column, and a row that does not wrap pushes the table
 * past the screen's edge.
 */
import { Text } from '@mantine/core';

const whole = { whiteSpace: 'nowrap' } as const;

export interface QuantityPairProps {
  detected: string;
  expected: string;
  unit?: string;
  testId: string;
}

export function QuantityPair({ detected, expected, unit, testId }: QuantityPairProps) {
  return (
    <Text size="sm" data-testid={testId}>
      <span style={whole}>{detected}</span>{' '}
      <span style={whole}>/ {unit ? `${expected} ${unit}` : expected}</span>
    </Text>
  );
}
