/**
 * The landing page until the dashboard lands: every resource the user may open, by group.
 * (The lead swaps in `AdminDashboardScreen` at the index route.)
 */
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useOutletContext } from 'react-router';
import { paths } from '../../../lib/paths';
import { ma } from '../../../messages/admin';
import { resourcesFor } from '../resources';

export function AdminOverviewScreen() {
  const { isAdmin } = useOutletContext<{ isAdmin: boolean }>();
  const list = resourcesFor(isAdmin);
  return (
    <Stack>
      <Title order={2}>{ma.admin.overview}</Title>
      <Text c="dimmed">{ma.admin.overviewHint}</Text>
      {(['catalog', 'orders', 'printing', 'access'] as const).map((group) => {
        const inGroup = list.filter((r) => r.group === group);
        if (inGroup.length === 0) return null;
        return (
          <Stack key={group} gap="xs">
            <Title order={4}>{ma.admin.groups[group]}</Title>
            <SimpleGrid cols={{ base: 2, md: 4 }}>
              {inGroup.map((r) => (
                <Card key={r.name} withBorder component={Link} to={paths.adminList.href(r.name)} padding="md">
                  <Text fw={600}>{r.label}</Text>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
        );
      })}
    </Stack>
  );
}
