/** Picking lists in progress: a progress bar each, linked to the list's picks. */
import { Group, Progress, ScrollArea, Stack, Text } from '@mantine/core';
import { formatQuantity } from '../../../domain/format';
import { ma } from '../../../messages/admin';
import type { Dashboard } from './api';
import { DashboardCard, Empty } from './dashboard-card';
import { FigureLink } from './figure-link';
import { picksLink, pickingListsLink } from './links';

export function PickingCard({ picking }: { picking: Dashboard['picking_lists'] }) {
  const title = (
    <FigureLink to={pickingListsLink()} testId="picking-lists-link">
      {ma.dashboard.picking.title}
    </FigureLink>
  );
  const aside = (
    <Text size="sm" c="dimmed" data-testid="picking-lists-total">
      {ma.dashboard.picking.count(picking.total)}
    </Text>
  );
  return (
    <DashboardCard title={title} aside={aside} testId="dashboard-picking">
      {picking.lists.length === 0 && <Empty text={ma.dashboard.none} />}
      <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars>
        <Stack gap="xs">
          {picking.lists.map((list) => (
            <div key={list.id} data-testid="picking-list">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" truncate>
                  <FigureLink to={picksLink(list.id)}>{list.name}</FigureLink>
                  {list.customer ? ` · ${list.customer}` : ''}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {ma.dashboard.picking.progress(
                    formatQuantity(list.detected),
                    formatQuantity(list.expected),
                  )}{' '}
                  · <b>{list.percent}%</b>
                </Text>
              </Group>
              <Progress value={list.percent} color={list.percent >= 100 ? 'green' : 'blue'} size="md" />
            </div>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      {picking.total > picking.lists.length && (
        <Text size="xs" c="dimmed" mt="xs">
          {ma.dashboard.picking.more(picking.lists.length, picking.total)}
        </Text>
      )}
    </DashboardCard>
  );
}
