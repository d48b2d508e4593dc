/**
 * `/admin`: the back office's desktop layout (1280×800 and up, usable on a tablet) and its guard.
 * Admins and supervisors only (the server's abilities say who); an operator gets a refusal (the
 * server refuses them the same). What the user may do is given to every screen (`useCan`).
 */
import { useState } from 'react';
import { Alert, AppShell, Burger, Button, Center, Group, Loader, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet } from 'react-router';
import { useCurrentUser } from '../../../domain/users';
import { paths } from '../../../lib/paths';
import { ma } from '../../../messages/admin';
import { resourcesFor } from '../resources';
import { AbilitiesProvider, fetchAbilities, type Abilities } from './abilities';
import { AdminNavbar } from './admin-navbar';
import { AdminRefine } from './admin-refine';
import { AdminRefused } from './admin-refused';
import { SmallScreenNotice } from './small-screen-notice';
import './admin-shell.css';

/** Narrower than a tablet held upright: the back office says it is made for larger screens. */
const LARGE_ENOUGH = '(min-width: 768px)';

export function AdminRoot() {
  const user = useCurrentUser();
  const abilities = useQuery({
    queryKey: ['admin', 'abilities', user?.id],
    queryFn: fetchAbilities,
    staleTime: 60_000,
  });
  const largeEnough = useMediaQuery(LARGE_ENOUGH, true, { getInitialValueInEffect: false });
  const [goOn, setGoOn] = useState(false);
  if (!largeEnough && !goOn) return <SmallScreenNotice goOn={() => setGoOn(true)} />;
  if (abilities.isPending) {
    return (
      <Center mih="100vh">
        <Loader />
      </Center>
    );
  }
  if (!abilities.data) {
    return (
      <Center mih="100vh" p="md">
        <Alert color="red">{abilities.error?.message ?? ma.admin.list.loadError}</Alert>
      </Center>
    );
  }
  if (!abilities.data.back_office) return <AdminRefused />;
  return <AdminShell abilities={abilities.data} />;
}

function AdminShell({ abilities }: { abilities: Abilities }) {
  const [opened, { toggle }] = useDisclosure();
  return (
    <AbilitiesProvider value={abilities}>
      <AdminRefine>
        <AppShell
          className="admin-shell"
          header={{ height: 56 }}
          navbar={{ width: 240, breakpoint: 'md', collapsed: { mobile: !opened } }}
          padding="md"
        >
          <AppShell.Header>
            <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
              <Group wrap="nowrap" gap="xs" miw={0}>
                <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" />
                <Title order={3} fz={{ base: 'sm', sm: 'xl' }} style={{ whiteSpace: 'nowrap' }}>
                  {ma.admin.title}
                </Title>
              </Group>
              <Button component={Link} to={paths.home.href()} variant="subtle" style={{ flexShrink: 0 }}>
                {ma.admin.backToApp}
              </Button>
            </Group>
          </AppShell.Header>
          <AppShell.Navbar p="xs">
            <AdminNavbar resources={resourcesFor(abilities)} />
          </AppShell.Navbar>
          <AppShell.Main>
            <Outlet />
          </AppShell.Main>
        </AppShell>
      </AdminRefine>
    </AbilitiesProvider>
  );
}
