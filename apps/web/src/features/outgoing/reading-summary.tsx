/**
 * What the outgoing screen has read: the total (what Save moves), the tags still being looked up
 * and the unknown ones (listed on request), and the count per item description, most read first.
 */
import { useState } from 'react';
import { Button, Card, Group, Table, Text, Title } from '@mantine/core';
import type { BulkSnapshot } from '../../lib/scan/bulk-tags';
import { m } from '../../messages/it';
import { UnknownTags } from './unknown-tags';

const t = m.outgoing;

export function ReadingSummary(props: { snapshot: BulkSnapshot; unknownCodes: () => string[] }) {
  const { snapshot } = props;
  const [listing, setListing] = useState<string[] | null>(null);
  return (
    <>
      <Title order={2} size="h4" data-testid="outgoing-total" data-count={snapshot.total}>
        {t.total(snapshot.total)}
      </Title>
      {(snapshot.pending > 0 || snapshot.unknown > 0) && (
        <Group gap="md">
          {snapshot.pending > 0 && (
            <Text size="sm" c="dimmed" data-testid="outgoing-pending">
              {t.lookingUp(snapshot.pending)}
            </Text>
          )}
          {snapshot.unknown > 0 && (
            <Group gap="xs">
              <Text size="sm" c="orange.8" data-testid="outgoing-unknown" data-count={snapshot.unknown}>
                {t.unknownTags(snapshot.unknown)}
              </Text>
              <Button
                variant="light"
                color="orange"
                size="xs"
                mih={40}
                onClick={() => setListing(props.unknownCodes())}
                data-testid="outgoing-unknown-show"
              >
                {t.showUnknown}
              </Button>
            </Group>
          )}
        </Group>
      )}
      <UnknownTags codes={listing} onClose={() => setListing(null)} />
      <Card withBorder padding="sm" data-testid="outgoing-items">
        <Text fw={700} mb="xs">
          {t.itemsTitle}
        </Text>
        {snapshot.groups.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t.noReadings}
          </Text>
        ) : (
          <Table verticalSpacing={6}>
            <Table.Tbody>
              {snapshot.groups.map((g) => (
                <Table.Tr key={g.group} data-testid="outgoing-item" data-count={g.count}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{g.group || t.noDescription}</Table.Td>
                  <Table.Td ta="right" fw={700} w={64}>
                    {g.count}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
    </>
  );
}
