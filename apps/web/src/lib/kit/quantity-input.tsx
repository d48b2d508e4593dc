/**
 * The quantity field of every scan modal: big, a decimal comma, the measure unit at its right, the
 * error under it. A unit counted in whole pieces gets a numeric keypad without a decimal key; the
 * value is still checked on confirm (`readQuantity`), so a pasted '1,5' PZ is refused, not rounded.
 */
import { NumberInput, Text } from '@mantine/core';
import { isWholeUnit } from '../scan/quantity';

export interface QuantityInputProps {
  label: string;
  unit: string;
  value: string | number;
  onChange: (value: string | number) => void;
  error?: string | null;
  readOnly?: boolean;
  autoFocus?: boolean;
  testId: string;
}

export function QuantityInput({
  label,
  unit,
  value,
  onChange,
  error,
  readOnly,
  autoFocus,
  testId,
}: QuantityInputProps) {
  return (
    <NumberInput
      size="md"
      label={label}
      withAsterisk
      data-autofocus={autoFocus ? true : undefined}
      inputMode={isWholeUnit(unit) ? 'numeric' : 'decimal'}
      decimalSeparator=","
      allowedDecimalSeparators={['.', ',']}
      hideControls
      readOnly={readOnly}
      value={value}
      onChange={onChange}
      error={error}
      rightSection={
        unit ? (
          <Text size="sm" c="dimmed" pr={6} data-testid={`${testId}-unit`}>
            {unit}
          </Text>
        ) : undefined
      }
      rightSectionWidth={unit ? Math.max(36, unit.length * 10 + 12) : undefined}
      data-testid={testId}
    />
  );
}
