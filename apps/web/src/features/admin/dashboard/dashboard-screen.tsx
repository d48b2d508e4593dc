/**
 * `/admin`: the back office's landing page (issue 19). Open orders by state, picking lists in
 * progress, inventory documents, today's packages and readings per hour per operator; each figure
 * links to the filtered list behind it. Read again every 30 s and on window focus. An operator
 * (403) gets a clear refusal instead of figures.
 */
import '@mantine/charts/styles.css';
import { Alert, Button, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorIdOf, isApiError } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { m as app } from '../../../messages/it';
import { ma } from '../../../messages/admin';
import { localeOf } from '../../../messages/locale';
import { dashboardQuery } from './api';
import { InventoryCard } from './inventory-card';
import { OrdersCard } from './orders-card';
import { PackagesCard } from './packages-card';
import { PickingCard } from './picking-card';
import { ReadingsCard } from './readings-card';

const isForbidden = (error: unknown) =>
  errorIdOf(error) === 'forbidden' || (isApiError(error) && error.status === 403);

export function AdminDashboardScreen() {
  const query = useQuery(dashboardQuery());
  const { data, error, dataUpdatedAt, isFetching, refetch } = query;
  // TanStack reads again when the tab becomes visible; this also when the window gets focus back.
  useEffect(() => {
    const onFocus = () => void refetch({ cancelRefetch: false });
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);
  return (
    <Container size={1240} py="md" data-testid="admin-dashboard">
      <Group justify="space-between" mb="md">
        <Title order={2}>{ma.dashboard.title}</Title>
        {data && (
          <Group gap="sm">
            <Text size="sm" c="dimmed" data-testid="dashboard-updated">
              {ma.dashboard.updatedAt(
                new Date(dataUpdatedAt).toLocaleTimeString(localeOf(), {
                  hour: '2-digit',
                  minute: '2-digit',
                  second: '2-digit',
                }),
              )}
            </Text>
            <Button variant="light" size="xs" loading={isFetching} onClick={() => void query.refetch()}>
              {ma.dashboard.refresh}
            </Button>
          </Group>
        )}
      </Group>
      {error && !data ? (
        <Alert
          color="red"
          title={isForbidden(error) ? undefined : ma.dashboard.loadError}
          data-testid="dashboard-error"
        >
          {isForbidden(error) ? (
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{ma.dashboard.forbidden}</Text>
              <Button size="xs" variant="light" component={Link} to={paths.home.href()}>
                {app.app.goHome}
              </Button>
            </Stack>
          ) : (
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{error.message}</Text>
              <Button size="xs" onClick={() => void query.refetch()}>
                {ma.dashboard.retry}
              </Button>
            </Stack>
          )}
        </Alert>
      ) : !data ? (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{ma.dashboard.loading}</Text>
        </Group>
      ) : (
        <SimpleGrid cols={2} spacing="md">
          <OrdersCard orders={data.orders} />
          <PickingCard picking={data.picking_lists} />
          <ReadingsCard data={data} />
          <Stack gap="md">
            <PackagesCard data={data} />
            <InventoryCard inventories={data.inventories} />
          </Stack>
        </SimpleGrid>
      )}
    </Container>
  );
}
