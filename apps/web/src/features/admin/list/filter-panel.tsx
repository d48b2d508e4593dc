/**
 * The resource's filters, each one v2 condition: text → `<field>_cont`, the others → `<field>_eq`.
 * Changing one rewrites the URL (and the server's `q`) at once; text ones as they are typed.
 */
import { Button, Group, Select } from '@mantine/core';
import { ma } from '../../../messages/admin';
import { ReferenceSelect } from '../parts/reference-select';
import type { FilterDescriptor } from '../types';
import type { ListChange } from './use-list-params';
import { SearchBox } from './search-box';

const keyOf = (f: FilterDescriptor) => `${f.field}_${f.kind === 'text' ? 'cont' : 'eq'}`;

interface Props {
  filters: readonly FilterDescriptor[];
  q: Record<string, string | string[]>;
  change: (next: ListChange) => void;
}

function FilterInput({
  filter,
  value,
  set,
}: {
  filter: FilterDescriptor;
  value: string;
  set: (v: string) => void;
}) {
  const common = {
    label: filter.label,
    size: 'xs' as const,
    w: 180,
    'data-testid': `filter-${filter.field}`,
  };
  switch (filter.kind) {
    case 'boolean':
      return (
        <Select
          {...common}
          data={[
            { value: '', label: ma.admin.list.any },
            { value: 'true', label: ma.admin.list.yes },
            { value: 'false', label: ma.admin.list.no },
          ]}
          value={value}
          onChange={(v) => set(v ?? '')}
          allowDeselect={false}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          clearable
          data={[...(filter.options ?? [])]}
          value={value || null}
          onChange={(v) => set(v ?? '')}
        />
      );
    case 'reference':
      return (
        <ReferenceSelect
          {...common}
          resource={filter.reference!.resource}
          labelKey={filter.reference!.labelKey}
          value={value || null}
          onChange={(id) => set(id === null ? '' : String(id))}
        />
      );
    default:
      return <SearchBox {...common} value={value} onSearch={set} />;
  }
}

export function FilterPanel({ filters, q, change }: Props) {
  const any = filters.some((f) => q[keyOf(f)] !== undefined);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {filters.map((f) => (
        <FilterInput
          key={f.field}
          filter={f}
          value={String(q[keyOf(f)] ?? '')}
          set={(v) => change({ q: { [keyOf(f)]: v } })}
        />
      ))}
      {any && (
        <Button
          size="xs"
          variant="subtle"
          onClick={() => change({ q: Object.fromEntries(filters.map((f) => [keyOf(f), undefined])) })}
        >
          {ma.admin.list.clearFilters}
        </Button>
      )}
    </Group>
  );
}
