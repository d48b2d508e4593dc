/** Which picks the management shows: not finished (default), all, read, not read. */
import { SegmentedControl } from '@mantine/core';
import { m } from '../../messages/it';
import type { PickFilter } from './mode';

const t = m.project;

export function PickFilterControl({
  value,
  onChange,
}: {
  value: PickFilter;
  onChange: (value: PickFilter) => void;
}) {
  return (
    <SegmentedControl
      fullWidth
      value={value}
      onChange={(v) => onChange(v as PickFilter)}
      data={[
        { value: '1', label: t.filter.notFinished },
        { value: '2', label: t.filter.all },
        { value: '3', label: t.filter.read },
        { value: '4', label: t.filter.notRead },
      ]}
      data-testid="pick-filter"
      size="sm"
    />
  );
}
