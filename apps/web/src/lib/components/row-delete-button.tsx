import { ActionIcon } from '@mantine/core';
import { IconTrash } from './icons';

/** The trash action of a table row: a 44 px target that does not also click the row. */
export function RowDeleteButton({
  label,
  testId,
  onDelete,
}: {
  label: string;
  testId: string;
  onDelete: () => void;
}) {
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      size={44}
      aria-label={label}
      data-testid={testId}
      onClick={(e) => {
        e.stopPropagation();
        onDelete();
      }}
    >
      <IconTrash />
    </ActionIcon>
  );
}
