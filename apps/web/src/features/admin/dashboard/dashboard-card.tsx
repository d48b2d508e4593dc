import type { ReactNode } from 'react';
import { Card, Group, Text, Title } from '@mantine/core';

/** A dashboard panel: a title (a link to its list when given) and its content. */
export function DashboardCard(props: {
  title: ReactNode;
  aside?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={props.testId}>
      <Group justify="space-between" align="baseline" mb="sm" wrap="nowrap">
        <Title order={3} size="h5">
          {props.title}
        </Title>
        {props.aside}
      </Group>
      {props.children}
    </Card>
  );
}

/** What a panel shows when it has nothing to count. */
export function Empty({ text }: { text: string }) {
  return (
    <Text c="dimmed" size="sm">
      {text}
    </Text>
  );
}
