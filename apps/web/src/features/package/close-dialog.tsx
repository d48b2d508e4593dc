/**
 * 'Chiudi Collo' (spec §2, §5): width, depth, height in mm and weight in kg, all required,
 * positive and within the shared limits; 'Conferma' stays off until all four are right.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  checkPackageMeasures,
  measureProblem,
  PACKAGE_LIMITS,
  PACKAGE_MEASURES,
  type MeasureProblem,
  type PackageMeasure,
  type PackageMeasures,
} from '@warehouse/shared';
import { m } from '../../messages/it';

const t = m.package;
const UNIT: Record<PackageMeasure, string> = { width: 'mm', depth: 'mm', height: 'mm', weight: 'kg' };
const EMPTY: Record<PackageMeasure, string> = { width: '', depth: '', height: '', weight: '' };

function problemText(field: PackageMeasure, problem: MeasureProblem): string {
  switch (problem) {
    case 'too_large':
      return t.problems.too_large(PACKAGE_LIMITS[field].max, UNIT[field]);
    case 'too_precise':
      return t.problems.too_precise(PACKAGE_LIMITS[field].decimals);
    default:
      return t.problems[problem];
  }
}

/** The measures of a dialog just opened: none typed. */
export const NO_MEASURES: Record<PackageMeasure, string> = EMPTY;

/**
 * Open while `values` is not null: the measures as typed are the caller's (kept on the device, so a
 * reload reopens the dialog with them, use-kept-closing.ts).
 */
export function CloseDialog({
  values,
  onChange,
  name,
  note,
  busy,
  onCancel,
  onConfirm,
}: {
  values: Record<PackageMeasure, string> | null;
  onChange: (values: Record<PackageMeasure, string>) => void;
  name: string;
  /** What another operator did to the package since the dialog opened (plain text), if anything. */
  note?: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (measures: PackageMeasures) => void;
}) {
  const opened = values !== null;
  const [touched, setTouched] = useState<Partial<Record<PackageMeasure, boolean>>>({});
  useEffect(() => {
    if (opened) setTouched({});
  }, [opened]);
  const typed = values ?? EMPTY;

  const checked = checkPackageMeasures(typed);
  const submit = () => {
    if (checked.ok && !busy) onConfirm(checked.measures);
  };

  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t.closeDialogTitle(name)}
      centered
      data-testid="close-dialog"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={2} spacing="sm">
            {PACKAGE_MEASURES.map((field) => {
              const problem = measureProblem(field, typed[field]);
              return (
                <TextInput
                  key={field}
                  size="md"
                  label={t[field]}
                  withAsterisk
                  data-wedge-guard
                  inputMode={PACKAGE_LIMITS[field].decimals > 0 ? 'decimal' : 'numeric'}
                  autoComplete="off"
                  value={typed[field]}
                  error={
                    problem && (problem !== 'missing' || touched[field])
                      ? problemText(field, problem)
                      : undefined
                  }
                  onChange={(e) => {
                    onChange({ ...typed, [field]: e.currentTarget.value });
                  }}
                  onBlur={() => setTouched((s) => ({ ...s, [field]: true }))}
                  data-testid={`measure-${field}`}
                />
              );
            })}
          </SimpleGrid>
          {note && (
            <Alert color="orange" p="xs" data-testid="close-meanwhile">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {note}
              </Text>
            </Alert>
          )}
          <Group grow>
            <Button size="md" variant="default" onClick={onCancel} disabled={busy} data-testid="close-cancel">
              {t.cancel}
            </Button>
            <Button size="md" type="submit" disabled={!checked.ok} loading={busy} data-testid="close-confirm">
              {t.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
