/**
 * What a screen shows instead of its editable view when the order, list or document it was opened
 * on (by URL or from a list) is already closed: the reason, and the way back. Nothing to write into,
 * so no work is done that the server would refuse later.
 */
import type { ReactNode } from 'react';
import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { PageLayout } from '../layout/page-layout';

export interface ClosedNoticeProps {
  title: string;
  /** Where the header's back button goes (the selection the container was chosen from). */
  back: string;
  /** The reason, as the specification words it (plain text). */
  message: string;
  testId: string;
  /** What the device still keeps for it (its 'Letture non registrate'), under the reason. */
  children?: ReactNode;
}

export function ClosedNotice({ title, back, message, testId, children }: ClosedNoticeProps) {
  return (
    <PageLayout title={title} back={back}>
      <Stack gap="sm">
        <Alert color="orange" data-testid={testId}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {message}
          </Text>
        </Alert>
        {children}
      </Stack>
    </PageLayout>
  );
}

/**
 * While a screen finds out whether its container is open: no header, so no reader status either —
 * a reading waits for the screen that takes it instead of landing on a page that drops it.
 */
export function OpeningContainer() {
  return (
    <Center p="xl" data-testid="opening-container">
      <Loader size="sm" />
    </Center>
  );
}
