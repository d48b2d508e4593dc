/** One line per CSV column: its header, an example value, and the field it fills (or ignored). */
import { Select, Table, Text } from '@mantine/core';
import { m } from '../../../messages/it';
import type { CsvHead } from './csv-file';
import type { ImportField, Mapping } from './import-api';

interface Props {
  head: CsvHead;
  fields: readonly ImportField[];
  mapping: Mapping;
  onChange: (header: string, field: string) => void;
}

export function MappingTable({ head, fields, mapping, onChange }: Props) {
  const options = [
    { value: '', label: m.adminImport.ignore },
    ...fields.map((f) => ({
      value: f.name,
      label: f.required ? `${f.label} (${m.adminImport.required})` : f.label,
    })),
  ];
  return (
    <Table striped withTableBorder layout="fixed" data-testid="import-mapping">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{m.adminImport.csvColumn}</Table.Th>
          <Table.Th>{m.adminImport.example}</Table.Th>
          <Table.Th>{m.adminImport.field}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {head.headers.map((header, i) => (
          <Table.Tr key={`${i}-${header}`}>
            <Table.Td>
              <Text fw={600} truncate>
                {header}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text c="dimmed" truncate>
                {head.rows[0]?.[i] ?? ''}
              </Text>
            </Table.Td>
            <Table.Td>
              <Select
                aria-label={`${m.adminImport.field}: ${header}`}
                data={options}
                value={mapping[header] ?? ''}
                onChange={(value) => onChange(header, value ?? '')}
                allowDeselect={false}
                searchable
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The required fields no column fills: the preview is refused until they are mapped. */
export function missingRequired(fields: readonly ImportField[], mapping: Mapping): ImportField[] {
  const used = new Set(Object.values(mapping));
  return fields.filter((f) => f.required && !used.has(f.name));
}
