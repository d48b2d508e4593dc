/**
 * Above a form rebuilt after a conflict: who saved the record meanwhile and when, and each field
 * they changed — what is stored now, and the administrator's own value kept in the form, with a
 * button to take the stored one instead. Values are text, never HTML.
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { timeOf } from '../../../lib/api/refusal';
import { ma } from '../../../messages/admin';
import { shownValue, type Draft } from './conflict';
import { useIntoView } from './into-view';

const t = ma.admin.form;
const shown = (value: unknown) => shownValue(value, t.emptyValue);

export function ConflictPanel({ draft, takeStored }: { draft: Draft; takeStored: (name: string) => void }) {
  const ref = useIntoView<HTMLDivElement>(draft);
  const who = draft.by?.name && draft.at ? { name: draft.by.name, time: timeOf(draft.at) } : null;
  return (
    <Alert ref={ref} color="orange" mb="md" title={t.conflictBy(who)} data-testid="form-conflict">
      <Stack gap={4}>
        <Text size="sm">{t.conflictKept}</Text>
        {draft.changes.map((c) => (
          <Group key={c.name} gap="xs" wrap="wrap" data-testid="form-conflict-field" data-field={c.name}>
            <Text size="sm" fw={600}>
              {c.label}:
            </Text>
            <Text size="sm">{t.conflictStored(shown(c.stored))}</Text>
            {'mine' in c && (
              <>
                <Text size="sm">{t.conflictMine(shown(c.mine))}</Text>
                <Button size="compact-xs" variant="light" onClick={() => takeStored(c.name)}>
                  {t.conflictUseStored}
                </Button>
              </>
            )}
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
