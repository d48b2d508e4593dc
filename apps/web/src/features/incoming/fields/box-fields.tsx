/**
 * What one box adds: its lot, its weight (typed text kept as it is, refused under the field when it
 * is not a plain positive decimal; the '/ remaining' hint beside it), the label's dates, and the
 * weight in pounds while the field still holds the label's conversion to kg. Like every field of
 * the form, both are wedge-guarded: a scan while one has the focus is a reading, never its text.
 */
import type { Ref } from 'react';
import { Stack, Text, TextInput } from '@mantine/core';
import { m } from '../../../messages/it';
import { formatDate, formatQuantity } from '../../../domain/format';
import type { LabelInfo } from '../entry';
import { readWeight, remainingHint, weightKg } from '../entry-rules';

const t = m.incoming;

function poundsNote(label: LabelInfo, weight: string): string | undefined {
  if (!label.labelWeight || label.weight === undefined || weightKg(weight) !== label.weight) return undefined;
  return m.barcode.label.weightInPounds(
    formatQuantity(label.labelWeight.value),
    formatQuantity(label.weight),
  );
}

/** The label's expiry and best-before dates: the form has no field for them, the operator sees them. */
function LabelDates({ label }: { label: LabelInfo }) {
  const lines = [
    label.expiry && m.barcode.label.expiry(formatDate(label.expiry)),
    label.bestBefore && m.barcode.label.bestBefore(formatDate(label.bestBefore)),
  ].filter((line): line is string => Boolean(line));
  if (lines.length === 0) return null;
  return (
    <Stack gap={0} data-testid="incoming-label-dates">
      {lines.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

export interface BoxFieldsProps {
  lot: string;
  weight: string;
  label: LabelInfo;
  /** The order line's remaining quantity, when an item is chosen. */
  remaining: number | undefined;
  onLot(lot: string): void;
  onWeight(weight: string): void;
  refs: { lot: Ref<HTMLInputElement>; weight: Ref<HTMLInputElement> };
  placeholders: { lot?: string; weight?: string };
}

export function BoxFields(p: BoxFieldsProps) {
  const read = readWeight(p.weight);
  return (
    <>
      <TextInput
        ref={p.refs.lot}
        size="md"
        label={t.fields.lot}
        placeholder={p.placeholders.lot}
        withAsterisk
        value={p.lot}
        onChange={(e) => p.onLot(e.currentTarget.value)}
        data-wedge-guard
        data-testid="incoming-lot"
      />
      <TextInput
        ref={p.refs.weight}
        size="md"
        label={t.fields.weight}
        placeholder={p.placeholders.weight}
        withAsterisk
        inputMode="decimal"
        autoComplete="off"
        value={p.weight}
        onChange={(e) => p.onWeight(e.currentTarget.value)}
        error={read.ok === false ? read.message : undefined}
        rightSection={
          p.remaining === undefined ? null : (
            <Text
              size="sm"
              c="dimmed"
              pr="xs"
              data-testid="incoming-remaining"
              style={{ whiteSpace: 'nowrap' }}
            >
              {remainingHint(p.remaining, p.weight)}
            </Text>
          )
        }
        rightSectionWidth="auto"
        description={poundsNote(p.label, p.weight)}
        data-wedge-guard
        data-testid="incoming-weight"
      />
      <LabelDates label={p.label} />
    </>
  );
}
