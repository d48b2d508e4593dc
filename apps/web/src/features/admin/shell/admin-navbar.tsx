/** The navbar: the overview, then the resources the user may open, grouped. */
import { NavLink, ScrollArea, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ma } from '../../../messages/admin';
import { paths } from '../../../lib/paths';
import type { ResourceDescriptor } from '../resources';

const GROUPS = ['catalog', 'orders', 'printing', 'access'] as const;

export function AdminNavbar({ resources }: { resources: readonly ResourceDescriptor[] }) {
  const { resource } = useParams();
  return (
    <ScrollArea type="auto" data-testid="admin-navbar">
      <NavLink component={Link} to={paths.admin.href()} label={ma.admin.overview} active={!resource} />
      <NavLink
        component={Link}
        to={paths.adminTrace.href()}
        label={ma.adminTrace.nav}
        active={resource === 'trace'}
      />
      {GROUPS.map((group) => {
        const inGroup = resources.filter((r) => r.group === group);
        if (inGroup.length === 0) return null;
        return (
          <div key={group}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
              {ma.admin.groups[group]}
            </Text>
            {inGroup.map((r) => (
              <NavLink
                key={r.name}
                component={Link}
                to={paths.adminList.href(r.name, r.sort ? `q[s]=${encodeURIComponent(r.sort)}` : '')}
                label={r.label}
                active={resource === r.name}
              />
            ))}
          </div>
        );
      })}
    </ScrollArea>
  );
}
