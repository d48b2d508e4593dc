/** Several records of a small model (a user's roles): every choice listed, several kept. */
import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useList } from '@refinedev/core';
import type { ModelName } from '../../../domain/records';
import type { AdminRecord } from '../types';

interface Props extends Omit<MultiSelectProps, 'data' | 'value' | 'onChange'> {
  resource: ModelName;
  labelKey: string;
  value: number[];
  onChange: (ids: number[]) => void;
}

export function ReferencesSelect({ resource, labelKey, value, onChange, ...rest }: Props) {
  const { result } = useList<AdminRecord>({ resource, pagination: { mode: 'off' } });
  return (
    <MultiSelect
      searchable
      {...rest}
      data={result.data.map((r) => ({ value: String(r.id), label: String(r[labelKey] ?? r.id) }))}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
    />
  );
}
