/**
 * `/admin/import/:resource`: CSV import of items, locations, customers, suppliers and orders with
 * lines (desktop). The header is read in the browser for the column mapping (remembered per model),
 * the server's dry run is the preview naming every invalid row and field, then the import runs with
 * its progress, all or nothing unless only the valid rows are asked for.
 */
import { Alert, Button, Container, FileInput, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { m } from '../../../messages/it';
import { importFields, type ImportField } from './import-api';
import { ImportOutcome } from './import-outcome';
import { MappingTable, missingRequired } from './mapping-table';
import { RowErrors } from './row-errors';
import { useImport } from './use-import';

const NO_FIELDS: ImportField[] = [];

export function AdminImportScreen() {
  const model = useParams().resource ?? '';
  const label = m.adminImport.models[model];
  const fields = useQuery({
    queryKey: ['import_fields', model],
    queryFn: () => importFields(model),
    enabled: label !== undefined,
    meta: { silentError: true },
  });
  return (
    <Container size="lg" py="md">
      <Title order={2} mb="md">
        {m.adminImport.title(label ?? model)}
      </Title>
      {label === undefined ? (
        <Alert color="red">{m.adminImport.unknownModel}</Alert>
      ) : fields.error ? (
        <Alert color="red">{fields.error.message}</Alert>
      ) : fields.data ? (
        <ImportSteps model={model} fields={fields.data} />
      ) : (
        <Text>{m.app.loading}</Text>
      )}
    </Container>
  );
}

function ImportSteps({ model, fields = NO_FIELDS }: { model: string; fields?: ImportField[] }) {
  const state = useImport(model, fields);
  const missing = missingRequired(fields, state.mapping);
  const checking = state.phase === 'checking';
  return (
    <Stack gap="md">
      <FileInput
        label={m.adminImport.file}
        placeholder={m.adminImport.filePlaceholder}
        accept=".csv,text/csv,text/plain"
        value={state.file}
        onChange={(file) => void state.choose(file)}
        clearable
        data-testid="import-file"
      />
      {state.problem && (
        <Alert color="red" title={m.adminImport.failed}>
          <RowErrors errors={state.problem} fields={fields} />
        </Alert>
      )}
      {state.head && state.phase !== 'choose' && (
        <>
          <Title order={4}>{m.adminImport.mapping}</Title>
          <MappingTable head={state.head} fields={fields} mapping={state.mapping} onChange={state.map} />
          {missing.length > 0 && (
            <Text c="red">{m.adminImport.missingRequired(missing.map((f) => f.label).join(', '))}</Text>
          )}
          {!state.preview && (
            <Button
              onClick={() => void state.check()}
              loading={checking}
              disabled={missing.length > 0}
              w="fit-content"
            >
              {checking ? m.adminImport.previewing : m.adminImport.preview}
            </Button>
          )}
        </>
      )}
      <ImportOutcome state={state} fields={fields} model={model} />
    </Stack>
  );
}
