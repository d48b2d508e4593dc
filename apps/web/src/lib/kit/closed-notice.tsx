/**
 * What a screen shows instead of its editable view when the order, list or document it was opened
 * on (by URL or from a list) is already closed: the reason, and the way back. Nothing to write into,
 * so no work is done that the server would refuse later.
 */
import { Alert, Center, Loader, Text } from '@mantine/core';
import { PageLayout } from '../layout/page-layout';

export interface ClosedNoticeProps {
  title: string;
  /** Where the header's back button goes (the selection the container was chosen from). */
  back: string;
  /** The reason, as the specification words it (plain text). */
  message: string;
  testId: string;
}

export function ClosedNotice({ title, back, message, testId }: ClosedNoticeProps) {
  return (
    <PageLayout title={title} back={back}>
      <Alert color="orange" data-testid={testId}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {message}
        </Text>
      </Alert>
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
