/**
 * The actions column of a list table whose rows are edited in a modal and deleted after a question
 * (store supplies, inventory documents): a pencil and a trash, side by side, neither clicking the
 * row. The deletion runs only after 'SI' to the module's question.
 */
import { ActionIcon, Group } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { IconEdit } from '../components/icons';
import { RowDeleteButton } from '../components/row-delete-button';
import { dialogs } from '../dialogs';

export interface EditDeleteColumn<T> {
  header: string;
  edit: { label: string; testId: string; onEdit: (row: T) => void };
  remove: { label: string; testId: string; question: string; onDelete: (row: T) => void };
}

export function editDeleteColumn<T>({ header, edit, remove }: EditDeleteColumn<T>): ColumnDef<T, unknown> {
  return {
    id: 'actions',
    header,
    enableSorting: false,
    cell: ({ row }) => (
      <Group gap={0} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          size={44}
          aria-label={edit.label}
          data-testid={edit.testId}
          onClick={(e) => {
            e.stopPropagation();
            edit.onEdit(row.original);
          }}
        >
          <IconEdit />
        </ActionIcon>
        <RowDeleteButton
          label={remove.label}
          testId={remove.testId}
          onDelete={async () => {
            if (await dialogs.confirm(remove.question)) remove.onDelete(row.original);
          }}
        />
      </Group>
    ),
  };
}
