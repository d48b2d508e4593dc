/** After the preview: the counts, every error, the mode, the import with its progress, the report. */
import { Alert, Button, Group, Progress, SegmentedControl, Stack, Text } from '@mantine/core';
import { m } from '../../../messages/it';
import type { ImportField } from './import-api';
import { download, rejectedReport } from './rejected-report';
import { RowErrors } from './row-errors';
import type { ImportState } from './use-import';

export function ImportOutcome({
  state,
  fields,
  model,
}: {
  state: ImportState;
  fields: readonly ImportField[];
  model: string;
}) {
  const { preview, result, phase } = state;
  if (!preview) return null;
  const shown = result ?? preview;
  const blocked = state.mode === 'all' && preview.invalid > 0;
  const report = async () => {
    if (!state.file || !state.head) return;
    const blob = await rejectedReport(
      state.file,
      state.head.encoding,
      state.head.headers,
      shown.errors,
      fields,
    );
    download(blob, `${model}-righe-scartate.csv`);
  };
  return (
    <Stack gap="sm" data-testid="import-outcome">
      <Text fw={600}>{m.adminImport.summary(shown.total, shown.valid, shown.invalid)}</Text>
      {!result && <Text>{m.adminImport.wouldWrite(preview.created, preview.updated)}</Text>}
      {!result && (
        <Alert color={preview.invalid > 0 ? 'orange' : 'green'}>
          {preview.invalid > 0 ? m.adminImport.nothingWritten : m.adminImport.allValid}
        </Alert>
      )}
      <RowErrors errors={shown.errors} fields={fields} />
      {result && (
        <Alert color={result.written > 0 ? 'green' : 'red'} data-testid="import-result">
          {result.written > 0 || result.invalid === 0
            ? m.adminImport.done(result.written)
            : m.adminImport.refused(result.invalid)}
        </Alert>
      )}
      {blocked && !result && <Text c="orange.8">{m.adminImport.blocked}</Text>}
      {phase === 'importing' && (
        <Stack gap={4}>
          <Text>{m.adminImport.progress(state.rows, preview.total)}</Text>
          <Progress
            value={preview.total > 0 ? (100 * state.rows) / preview.total : 0}
            animated
            aria-label={m.adminImport.importing}
          />
        </Stack>
      )}
      <Group>
        {!result && (
          <>
            <Text>{m.adminImport.mode}</Text>
            <SegmentedControl
              value={state.mode}
              onChange={(v) => state.setMode(v === 'valid' ? 'valid' : 'all')}
              data={[
                { value: 'all', label: m.adminImport.modeAll },
                { value: 'valid', label: m.adminImport.modeValid },
              ]}
            />
            <Button onClick={() => void state.start()} loading={phase === 'importing'} disabled={blocked}>
              {m.adminImport.import}
            </Button>
          </>
        )}
        {shown.errors.length > 0 && (
          <Button variant="default" onClick={() => void report()}>
            {m.adminImport.report}
          </Button>
        )}
        {result && (
          <Button variant="default" onClick={() => void state.choose(null)}>
            {m.adminImport.restart}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
