/** Every invalid row and field the server named, by line number in the file. */
import { Table, Text } from '@mantine/core';
import { m } from '../../../messages/it';
import type { ImportField, RowError } from './import-api';

const SHOWN = 200;

export function RowErrors({
  errors,
  fields,
}: {
  errors: readonly RowError[];
  fields: readonly ImportField[];
}) {
  if (errors.length === 0) return null;
  const label = (name: string | null) =>
    name === null ? m.adminImport.wholeRow : (fields.find((f) => f.name === name)?.label ?? name);
  return (
    <>
      <Table striped withTableBorder data-testid="import-errors">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={80}>{m.adminImport.line}</Table.Th>
            <Table.Th w={220}>{m.adminImport.field}</Table.Th>
            <Table.Th>{m.adminImport.message}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {errors.slice(0, SHOWN).map((e, i) => (
            <Table.Tr key={`${e.line}-${i}`}>
              <Table.Td>{e.line}</Table.Td>
              <Table.Td>{label(e.field)}</Table.Td>
              <Table.Td>{e.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {errors.length > SHOWN && <Text c="dimmed">{m.adminImport.moreErrors(errors.length - SHOWN)}</Text>}
    </>
  );
}
