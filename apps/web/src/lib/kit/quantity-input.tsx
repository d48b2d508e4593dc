/**
 * The quantity field of every scan modal: big, a decimal comma, the measure unit at its right, the
 * error under it. It takes only what a quantity may be (`acceptsQuantityText`): digits, and one decimal
 * mark where the unit allows decimals; an edit that would make anything else (an exponent, a letter,
 * a second mark, a pasted '1e3') is not taken, so the field never shows something read differently;
 * the field says why under it ('Per CF solo numeri interi…') until the next edit it takes.
 * The value is still checked on confirm (`readQuantity`). A keyboard-wedge scan never types into it:
 * `data-wedge-guard` has the wedge detector hold its keys until it knows they are typing
 * (lib/reader/wedge.ts).
 */
import { Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { m } from '../../messages/it';
import { acceptsQuantityText } from '../scan/quantity';

/** Why the field did not take an edit, said under it until the next edit it takes. */
export function keyRefusal(next: string, divisible: boolean, unit: string): string {
  const t = m.scan.quantityKeyRefused;
  if (next.length > 12) return t.tooLong;
  if (!divisible && /^\d*[.,]\d*$/.test(next)) return t.wholeOnly(unit);
  return t.digitsOnly;
}

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
  const [refused, setRefused] = useState<string | null>(null);
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
        const takes = acceptsQuantityText(next, divisible);
        setRefused(takes ? null : keyRefusal(next, divisible, unit));
        if (takes) onChange(next);
      }}
      error={error ?? refused}
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
