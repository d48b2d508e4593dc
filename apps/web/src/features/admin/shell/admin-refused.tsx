/** What an operator sees at /admin: a clear refusal and the way back to the handheld app. */
import { Alert, Button, Center, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { ma } from '../../../messages/admin';
import { paths } from '../../../lib/paths';

export function AdminRefused() {
  return (
    <Center mih="100vh" p="md">
      <Stack maw={520}>
        <Alert color="red" title={ma.admin.refused.title} data-testid="admin-refused">
          {ma.admin.refused.text}
        </Alert>
        <Button component={Link} to={paths.home.href()} variant="light">
          {ma.admin.backToApp}
        </Button>
      </Stack>
    </Center>
  );
}
