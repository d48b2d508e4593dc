import { useEffect, useState } from 'react';
import { ActionIcon, Alert, Button, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { PageLayout } from '../../lib/layout/page-layout';
import { api } from '../../lib/api';
import { IconSettings } from '../../lib/components/icons';
import { useCurrentUser } from '../../domain/users';
import { isAdminOrSupervisor, type PermissionSubject } from '@warehouse/shared';
import { useLocalSettings } from '../../lib/settings/local-settings';
import { m } from '../../messages/it';
import { homeMenu, type ServerSettings } from './modules';
import { paths } from '../../lib/paths';

export const settingsQueryKey = ['info', 'settings'] as const;

/**
 * /home: the module menu driven by the server's settings. A progress bar while they load; exactly one
 * module enabled → straight to it, on arrival and on a reload (unless the user came back here with
 * the home button); no entry at all → the spec's message; a failure → a warning toast. Admins and
 * supervisors also get the way into the back office (not a module: it never counts as the only one).
 */
export function HomeScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const user = useCurrentUser();
  // The same rule the server applies to the back office (admins and supervisors).
  const mayUseBackOffice = isAdminOrSupervisor(user);
  const { printerManagement } = useLocalSettings();
  const settings = useQuery({
    queryKey: settingsQueryKey,
    queryFn: () => api.get<ServerSettings>('/info/settings'),
  });
  // The user's permission rules (the server's own): entries such as package preparation follow them.
  const abilities = useQuery({
    queryKey: ['info', 'abilities'],
    queryFn: () => api.get<PermissionSubject>('/info/abilities'),
  });
  const menu = homeMenu(settings.data, printerManagement, abilities.data);
  const ready = settings.isSuccess && !abilities.isPending;
  // The home button asks to stay once; the mark is then dropped from the history entry, so a reload
  // of /home (which keeps history state) goes to the single module again, as on arrival.
  const [stay] = useState(() => (location.state as { stay?: boolean } | null)?.stay === true);
  useEffect(() => {
    if (stay) void navigate(location.pathname, { replace: true, state: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  useEffect(() => {
    if (ready && menu.only && !stay) void navigate(menu.only.to, { replace: true });
  }, [ready, menu.only, stay, navigate]);

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
      {settings.isPending || abilities.isPending ? (
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
          {menu.entries.length === 0 && (
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
          {mayUseBackOffice && (
            <Button
              size="lg"
              fullWidth
              variant="light"
              className="wh-menu-entry"
              data-testid="home-admin"
              onClick={() => navigate(paths.admin.href())}
            >
              {m.home.backOffice}
            </Button>
          )}
        </Stack>
      )}
    </PageLayout>
  );
}
