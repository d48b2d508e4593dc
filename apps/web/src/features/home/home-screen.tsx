import { useEffect, useState } from 'react';
import { ActionIcon, Alert, Button, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { PageLayout } from '../../lib/layout/page-layout';
import { IconSettings } from '../../lib/components/icons';
import { useCurrentUser } from '../../domain/users';
import { isAdminOrSupervisor, type PermissionSubject } from '@warehouse/shared';
import { useLocalSettings } from '../../lib/settings/local-settings';
import { m } from '../../messages/it';
import { homeMenu, type ServerSettings } from './modules';
import { paths } from '../../lib/paths';
import { readKept, writeKept } from '../../lib/keep';
import { api, isTransientFailure, type ApiMeta } from '../../lib/api';

/** The menu's last answers from the server, kept on the device: an offline reload shows the same modules. */
const KEPT_MENU = 'home/menu';
interface KeptMenu {
  settings: ServerSettings;
  abilities: PermissionSubject;
}
const isKeptMenu = (value: unknown): value is KeptMenu =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as KeptMenu).settings === 'object' &&
  typeof (value as KeptMenu).abilities === 'object';

export const settingsQueryKey = ['info', 'settings'] as const;

/**
 * /home: the module menu driven by the server's settings. A progress bar while they load; exactly one
 * module enabled → straight to it, on arrival and on a reload (unless the user came back here with
 * the home button); no entry at all → the spec's message; a failure → a warning toast. Admins and
 * supervisors also get the way into the back office (not a module: it never counts as the only one).
 * The settings and abilities last received are kept on the device and shown at once on the next
 * visit (then replaced by the server's); without a network the kept menu stays, with one 'offline'
 * notice on the screen instead of a toast per failed request.
 */
export function HomeScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const user = useCurrentUser();
  // The same rule the server applies to the back office (admins and supervisors).
  const mayUseBackOffice = isAdminOrSupervisor(user);
  const { printerManagement } = useLocalSettings();
  const [kept] = useState(() => {
    const value = readKept<unknown>(KEPT_MENU);
    return isKeptMenu(value) ? value : null;
  });
  // Without a network: with a kept menu, one notice on the screen (below); without one, the
  // settings' toast alone (not a second for the abilities). The server's refusals still toast.
  const settingsMeta: ApiMeta = { silentTransientError: kept !== null };
  const abilitiesMeta: ApiMeta = { silentTransientError: true };
  const settings = useQuery({
    queryKey: settingsQueryKey,
    queryFn: () => api.get<ServerSettings>('/info/settings'),
    initialData: kept?.settings,
    initialDataUpdatedAt: 0,
    meta: settingsMeta,
  });
  // The user's permission rules (the server's own): entries such as package preparation follow them.
  const abilities = useQuery({
    queryKey: ['info', 'abilities'],
    queryFn: () => api.get<PermissionSubject>('/info/abilities'),
    initialData: kept?.abilities,
    initialDataUpdatedAt: 0,
    meta: abilitiesMeta,
  });
  const fromServer = settings.dataUpdatedAt > 0 && abilities.dataUpdatedAt > 0;
  useEffect(() => {
    if (fromServer && settings.data && abilities.data)
      writeKept<KeptMenu>(KEPT_MENU, { settings: settings.data, abilities: abilities.data });
  }, [fromServer, settings.data, abilities.data]);
  const offline =
    kept !== null && [settings.error, abilities.error].some((error) => error && isTransientFailure(error));
  const menu = homeMenu(settings.data, printerManagement, abilities.data);
  // Going straight to a single module follows the server's answer, not the kept menu (modules may
  // have changed since), unless the server cannot be reached.
  const answered = settings.isSuccess && settings.dataUpdatedAt > 0 && !abilities.isFetching;
  const ready = answered || offline;
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
          {offline && (
            <Alert color="orange" data-testid="home-offline">
              {m.home.offline}
            </Alert>
          )}
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
