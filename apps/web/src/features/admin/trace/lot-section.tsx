/** One lot's trace: totals and reconciliation, the chain as a timeline, then its tables. */
import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import type { LotTrace } from '../../../domain/trace';
import { formatDate, formatQuantity } from '../../../domain/format';
import { ma } from '../../../messages/admin';
import { timelineOf } from './timeline';
import { ShipmentsTable, StockTable, SuppliersTable, PlacesTable, CountsTable } from './lot-tables';
import { when } from './when';

const t = ma.adminTrace;
const TOTALS = ['received', 'inStock', 'shipped', 'countedDifferences', 'unreconciled'] as const;

export function LotSection({ trace }: { trace: LotTrace }) {
  const unit = trace.item.unit ?? '';
  return (
    <Paper withBorder p="md" data-testid="trace-lot">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3}>
            {t.lot(trace.lot, `${trace.item.code} ${trace.item.description ?? ''}`.trim())}
          </Title>
          <Badge color={trace.reconciled ? 'green' : 'red'} size="lg">
            {trace.reconciled ? t.reconciled : t.notReconciled}
          </Badge>
        </Group>
        {trace.expiry_dates.length > 0 && (
          <Text>{t.expiry(trace.expiry_dates.map(formatDate).join(', '))}</Text>
        )}
        <SimpleGrid cols={{ base: 2, md: 5 }} data-testid="trace-totals">
          {TOTALS.map((key) => (
            <Stack key={key} gap={0}>
              <Text size="xs" c="dimmed">
                {t.totals[key]}
              </Text>
              <Text fw={700} data-testid={`trace-total-${key}`}>
                {`${formatQuantity(trace.totals[key])} ${unit}`.trim()}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {trace.discrepancies.length > 0 && (
          <Alert color="red">
            {trace.discrepancies.map((d) => (
              <Text key={d.place.key}>
                {t.discrepancy(d.place.name, `${formatQuantity(d.quantity)} ${unit}`.trim())}
              </Text>
            ))}
          </Alert>
        )}
        <Title order={4}>{t.sections.timeline}</Title>
        <Timeline bulletSize={14} lineWidth={2} data-testid="trace-timeline">
          {timelineOf(trace).map((event) => (
            <Timeline.Item key={event.key} title={event.text}>
              <Text size="xs" c="dimmed">
                {when(event.at)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
        <Title order={4}>{t.sections.shipments}</Title>
        <ShipmentsTable trace={trace} />
        <Title order={4}>{t.sections.suppliers}</Title>
        <SuppliersTable trace={trace} />
        <Title order={4}>{t.sections.stock}</Title>
        <StockTable trace={trace} />
        <Title order={4}>{t.sections.places}</Title>
        <PlacesTable trace={trace} />
        {trace.counts.length > 0 && (
          <>
            <Title order={4}>{t.sections.counts}</Title>
            <CountsTable trace={trace} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
