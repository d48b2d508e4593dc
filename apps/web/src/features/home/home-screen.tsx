import { useEffect } from 'react';
import { ActionIcon, Alert, Button, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { PageLayout } from '../../lib/layout/page-layout';
import { api } from '../../lib/api';
import { IconSettings } from '../../lib/components/icons';
import { useUser } from '../../lib/session';
import { useLocalSettings } from '../../lib/settings/local-settings';
import { m } from '../../messages/it';
import { homeMenu, type ServerSettings } from './modules';
import { paths } from '../../lib/paths';

export const settingsQueryKey = ['info', 'settings'] as const;

/**
 * /home: the module menu driven by the server's settings. A progress bar while they load; exactly one
 * module enabled → straight to it (unless the user came back here with the home button); none → the
 * spec's message; a failure → a warning toast (the query client's default).
 */
export function HomeScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const user = useUser();
  const { printerManagement } = useLocalSettings();
  const settings = useQuery({
    queryKey: settingsQueryKey,
    queryFn: () => api.get<ServerSettings>('/info/settings'),
  });
  const menu = homeMenu(settings.data, printerManagement);
  const stay = (location.state as { stay?: boolean } | null)?.stay === true;

  useEffect(() => {
    if (settings.isSuccess && menu.only && !stay) navigate(menu.only.to, { replace: true });
  }, [settings.isSuccess, menu.only, stay, navigate]);

  return (
    <PageLayout
      title={m.home.title}
      back={paths.login.href()}
      home={false}
      actions={
        <ActionIcon
          variant="transparent"
          c="white"
          size={44}
          aria-label={m.nav.settings}
          onClick={() => navigate(paths.settings.href())}
        >
          <IconSettings />
        </ActionIcon>
      }
    >
      {settings.isPending ? (
        <Stack gap="xs" data-testid="home-loading">
          <Progress value={100} animated striped aria-label={m.home.loadingSettings} />
          <Text size="sm" c="dimmed">
            {m.home.loadingSettings}
          </Text>
        </Stack>
      ) : (
        <Stack gap="sm" data-testid="home-menu">
          {user?.name && (
            <Text size="sm" c="dimmed">
              {user.name}
            </Text>
          )}
          {menu.serverEntries.length === 0 && (
            <Alert color="orange" data-testid="no-modules">
              <Text fw={700}>{m.home.noModules}</Text>
            </Alert>
          )}
          {menu.entries.map((entry) => (
            <Button
              key={entry.key}
              size="lg"
              fullWidth
              className="wh-menu-entry"
              data-testid={`home-entry-${entry.key}`}
              onClick={() => navigate(entry.to)}
            >
              {entry.label}
            </Button>
          ))}
        </Stack>
      )}
    </PageLayout>
  );
}
