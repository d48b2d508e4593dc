/**
 * A printer's live status: the server checks it on every read (`is_online`, `offline_reason`);
 * 'Verifica stato' reads it again.
 */
import { Badge, Button, Stack, Text, Title } from '@mantine/core';
import { useOne } from '@refinedev/core';
import { offlineReasonText } from '../../../domain/printing';
import { ma } from '../../../messages/admin';
import type { AdminRecord } from '../types';

export function PrinterStatusBadge(record: AdminRecord) {
  if (record.is_online === undefined || record.is_online === null) return null;
  return record.is_online ? (
    <Badge color="green">{ma.admin.printer.online}</Badge>
  ) : (
    <Badge color="red" title={offlineReasonText(record.offline_reason as string | null)}>
      {ma.admin.printer.offline}
    </Badge>
  );
}

export function PrinterStatus({ record }: { record: AdminRecord | undefined }) {
  const { query, result } = useOne<AdminRecord>({
    resource: 'printers',
    id: record?.id,
    queryOptions: { enabled: false },
  });
  const shown = result ?? record;
  if (!shown) return null;
  return (
    <Stack gap="xs" data-testid="printer-status">
      <Title order={5}>{ma.admin.printer.status}</Title>
      {PrinterStatusBadge(shown)}
      {shown.is_online === false && (
        <Text size="sm">{offlineReasonText(shown.offline_reason as string | null)}</Text>
      )}
      <Button
        size="xs"
        variant="default"
        loading={query.isFetching}
        onClick={() => void query.refetch()}
        w="fit-content"
      >
        {ma.admin.printer.check}
      </Button>
    </Stack>
  );
}
