/**
 * A record of another model chosen by name: a searchable select that asks the server (`_cont` on
 * the label attribute) as the user types; the current choice is read by id so it always shows.
 */
import { useState } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useList, useOne } from '@refinedev/core';
import type { ModelName } from '../../../domain/records';
import type { AdminRecord } from '../types';

export interface ReferenceSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  resource: ModelName;
  labelKey: string;
  value: number | string | null | undefined;
  onChange: (id: number | null) => void;
}

const text = (r: AdminRecord | undefined, key: string) => (r ? String(r[key] ?? r.id) : '');

export function ReferenceSelect({ resource, labelKey, value, onChange, ...rest }: ReferenceSelectProps) {
  const [search, setSearch] = useState('');
  const id = value === null || value === undefined || value === '' ? undefined : Number(value);
  const { result: current } = useOne<AdminRecord>({
    resource,
    id,
    queryOptions: { enabled: id !== undefined },
  });
  // With a choice made, the input shows its label as the search text: that is no search, or
  // opening the list would offer only the current choice.
  const [debounced] = useDebouncedValue(
    id !== undefined && current && search === text(current, labelKey) ? '' : search,
    250,
  );
  const { result: list } = useList<AdminRecord>({
    resource,
    pagination: { currentPage: 1, pageSize: 30 },
    sorters: [{ field: labelKey, order: 'asc' }],
    filters: debounced ? [{ field: labelKey, operator: 'contains', value: debounced }] : [],
  });
  const options = new Map<string, string>();
  if (current && id !== undefined) options.set(String(id), text(current, labelKey));
  for (const r of list.data) options.set(String(r.id), text(r, labelKey));
  return (
    <Select
      searchable
      clearable
      // Choosing the chosen record again keeps it: a deselect would empty the field unnoticed
      // (in a bulk edit it cleared the field of every selected record). The × clears on purpose.
      allowDeselect={false}
      {...rest}
      data={[...options].map(([v, label]) => ({ value: v, label }))}
      value={id === undefined ? null : String(id)}
      onChange={(v) => onChange(v === null ? null : Number(v))}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
    />
  );
}
