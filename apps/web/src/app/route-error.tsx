import { Button, Center, Stack, Text } from '@mantine/core';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { m } from '../messages/it';
import { paths } from '../lib/paths';

/** A route that failed to load (chunk time-out, offline) or to render. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" data-testid="route-error">
        <Text ta="center" fw={600}>
          {notFound ? m.app.notFound : m.app.chunkError}
        </Text>
        {!notFound && <Button onClick={() => window.location.reload()}>{m.app.retry}</Button>}
        <Button variant="default" onClick={() => navigate(paths.home.href())}>
          {m.app.goHome}
        </Button>
      </Stack>
    </Center>
  );
}

export function HydrateFallback() {
  return (
    <Center mih="100dvh">
      <Text c="dimmed">{m.app.loading}</Text>
    </Center>
  );
}
