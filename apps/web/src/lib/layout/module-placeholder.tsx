import { Alert, Text } from '@mantine/core';
import { m } from '../../messages/it';
import { PageLayout } from './page-layout';

/**
 * What a module screen shows until it is built: its title, back/home buttons and a clear notice.
 * Lives in the module's own lazy chunk (each module's index re-exports screens built on it).
 */
export function ModulePlaceholder({ title, back }: { title: string; back?: string }) {
  return (
    <PageLayout title={title} back={back}>
      <Alert color="gray" data-testid="module-placeholder">
        <Text>{m.placeholder.notYet}</Text>
      </Alert>
    </PageLayout>
  );
}
