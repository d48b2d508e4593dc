/** 'Colonne': which columns the list shows (remembered on this device). */
import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { ma } from '../../../messages/admin';
import type { ColumnDescriptor } from '../types';

interface Props {
  columns: readonly ColumnDescriptor[];
  chosen: string[];
  setChosen: (keys: string[]) => void;
}

export function ColumnChooser({ columns, chosen, setChosen }: Props) {
  return (
    <Popover position="bottom-end" shadow="md">
      <Popover.Target>
        <Button variant="default" data-testid="choose-columns">
          {ma.admin.list.columns}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group value={chosen} onChange={setChosen}>
          <Stack gap="xs">
            {columns.map((c) => (
              <Checkbox key={c.key} value={c.key} label={c.label} />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  );
}
