/** Packages closed and shipped on the server's day, each count linked to those packages. */
import { Group, Stack, Text } from '@mantine/core';
import { ma } from '../../../messages/admin';
import type { Dashboard } from './api';
import { DashboardCard } from './dashboard-card';
import { FigureLink } from './figure-link';
import { packagesClosedLink, packagesShippedLink } from './links';

function Stat({ label, value, to, testId }: { label: string; value: number; to: string; testId: string }) {
  return (
    <Stack gap={0} align="center">
      <FigureLink to={to} testId={testId}>
        <Text span fz={36} fw={700} inherit>
          {value}
        </Text>
      </FigureLink>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

export function PackagesCard({ data }: { data: Pick<Dashboard, 'packages' | 'day'> }) {
  return (
    <DashboardCard title={ma.dashboard.packages.title} testId="dashboard-packages">
      <Group justify="space-around">
        <Stat
          label={ma.dashboard.packages.closed}
          value={data.packages.closed}
          to={packagesClosedLink(data.day)}
          testId="packages-closed"
        />
        <Stat
          label={ma.dashboard.packages.shipped}
          value={data.packages.shipped}
          to={packagesShippedLink(data.day)}
          testId="packages-shipped"
        />
      </Group>
    </DashboardCard>
  );
}
