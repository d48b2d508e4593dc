/** A phone-sized screen at /admin: the back office is made for a computer or a tablet. */
import { Alert, Button, Center, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { ma } from '../../../messages/admin';
import { paths } from '../../../lib/paths';

export function SmallScreenNotice({ goOn }: { goOn: () => void }) {
  return (
    <Center mih="100vh" p="md">
      <Stack maw={520}>
        <Alert color="blue" title={ma.admin.smallScreen.title} data-testid="admin-small-screen">
          {ma.admin.smallScreen.text}
        </Alert>
        <Button component={Link} to={paths.home.href()}>
          {ma.admin.backToApp}
        </Button>
        <Button variant="subtle" onClick={goOn}>
          {ma.admin.smallScreen.goOn}
        </Button>
      </Stack>
    </Center>
  );
}
