/**
 * The quantity field of every scan modal: big, a decimal comma, the measure unit at its right, the
 * error under it. It takes only what a quantity may be (`acceptsQuantityText`): digits, and one decimal
 * mark where the unit allows decimals; an edit that would make anything else (an exponent, a letter,
 * a second mark, a pasted '1e3') is not taken, so the field never shows something read differently.
 * The value is still checked on confirm (`readQuantity`). A keyboard-wedge scan never types into it:
 * `data-wedge-guard` has the wedge detector hold its keys until it knows they are typing
 * (lib/reader/wedge.ts).
 */
import { Text, TextInput } from '@mantine/core';
import { acceptsQuantityText } from '../scan/quantity';

export interface QuantityInputProps {
  label: string;
  unit: string;
  /** The unit allows decimals: `isDivisibleUnit(item.measure_unit)`, the unit's own flag. */
  divisible: boolean;
  value: string | number;
  onChange: (value: string) => void;
  error?: string | null;
  readOnly?: boolean;
  autoFocus?: boolean;
  testId: string;
  /** A line under the field (e.g. why the confirm button is off). */
  description?: string;
}

export function QuantityInput({
  label,
  unit,
  divisible,
  value,
  onChange,
  error,
  readOnly,
  autoFocus,
  testId,
  description,
}: QuantityInputProps) {
  const text = typeof value === 'number' ? String(value).replace('.', ',') : value;
  return (
    <TextInput
      size="md"
      label={label}
      description={description}
      withAsterisk
      data-autofocus={autoFocus ? true : undefined}
      data-wedge-guard
      inputMode={divisible ? 'decimal' : 'numeric'}
      autoComplete="off"
      readOnly={readOnly}
      value={text}
      onChange={(e) => {
        const next = e.currentTarget.value;
        if (acceptsQuantityText(next, divisible)) onChange(next);
      }}
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
