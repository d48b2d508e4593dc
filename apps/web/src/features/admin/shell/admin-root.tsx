/**
 * `/admin`: the back office's desktop layout (1280×800 and up, usable on a tablet) and its guard.
 * Admins and supervisors only; an operator gets a refusal (the server refuses them the same).
 */
import { AppShell, Burger, Button, Group, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet } from 'react-router';
import { useIsSupervisor } from '../../../domain/users';
import { useUser } from '../../../lib/session';
import { paths } from '../../../lib/paths';
import { ma } from '../../../messages/admin';
import { resourcesFor } from '../resources';
import { AdminNavbar } from './admin-navbar';
import { AdminRefine } from './admin-refine';
import { AdminRefused } from './admin-refused';

export function AdminRoot() {
  const user = useUser();
  const supervisor = useIsSupervisor();
  const [opened, { toggle }] = useDisclosure();
  const isAdmin = user?.admin === true;
  if (!isAdmin && !supervisor) return <AdminRefused />;
  return (
    <AdminRefine>
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: 240, breakpoint: 'md', collapsed: { mobile: !opened } }}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group wrap="nowrap">
              <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" />
              <Title order={3}>{ma.admin.title}</Title>
            </Group>
            <Button component={Link} to={paths.home.href()} variant="subtle">
              {ma.admin.backToApp}
            </Button>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="xs">
          <AdminNavbar resources={resourcesFor(isAdmin)} />
        </AppShell.Navbar>
        <AppShell.Main>
          <Outlet context={{ isAdmin }} />
        </AppShell.Main>
      </AppShell>
    </AdminRefine>
  );
}
