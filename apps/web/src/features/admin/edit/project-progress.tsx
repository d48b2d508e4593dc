/** An order's progress: quantities read against those expected over its picks, and its state flags. */
import { Badge, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useList } from '@refinedev/core';
import { ma } from '../../../messages/admin';
import type { AdminRecord } from '../types';

const FLAGS = ['closed', 'partial', 'prepared', 'delivered', 'suspended', 'store'] as const;

export function ProjectProgress({ record }: { record: AdminRecord | undefined }) {
  const { result } = useList<AdminRecord>({
    resource: 'picks',
    pagination: { mode: 'off' },
    filters: [{ field: 'project_id', operator: 'eq', value: record?.id }],
    queryOptions: { enabled: record !== undefined },
  });
  if (!record) return null;
  const expected = result.data.reduce((n, p) => n + Number(p.quantity ?? 0), 0);
  const read = result.data.reduce(
    (n, p) => n + Math.min(Number(p.quantity_detected ?? 0), Number(p.quantity ?? 0)),
    0,
  );
  const percent = expected > 0 ? Math.round((read / expected) * 100) : 0;
  return (
    <Stack gap="xs" data-testid="project-progress">
      <Title order={5}>{ma.adminLabels.fields.progress}</Title>
      <Progress value={percent} size="lg" />
      <Text size="sm">{ma.admin.form.progress(read, expected, percent)}</Text>
      <Group gap={4}>
        {FLAGS.filter((f) => record[f]).map((f) => (
          <Badge key={f} variant="light">
            {ma.adminLabels.fields[f]}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

/** The list's progress column: the server's `progress` (`a[methods][]=progress`) as a bar and a figure. */
export function ProgressCell({ record }: { record: AdminRecord }) {
  const progress = record.progress as { read: number; expected: number; percent: number } | undefined;
  if (!progress || progress.expected === 0) return null;
  return (
    <Group gap="xs" wrap="nowrap" data-testid="project-progress-cell">
      <Progress value={progress.percent} w={80} size="md" />
      <Text size="xs">{ma.admin.list.progress(progress.read, progress.expected, progress.percent)}</Text>
    </Group>
  );
}
