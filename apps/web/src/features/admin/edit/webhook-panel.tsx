/**
 * A webhook endpoint's actions beside its form (administrators only, like the resource): its
 * signing secret, shown once (after the create, or after 'Nuovo segreto'), 'Invia evento di prova'
 * and 'Invia di nuovo tutte le fallite' (docs/webhooks.md).
 */
import { useState } from 'react';
import { Alert, Button, Code, CopyButton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toasts';
import { ma } from '../../../messages/admin';
import type { AdminRecord } from '../types';
import { takeCreated } from './created-answer';

const t = ma.admin.webhook;

function useWebhookAction<T>(id: unknown, action: string, done?: (answer: T) => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: object = {}) =>
      api.request<T>('POST', `/webhooks/${String(id)}`, { query: { do: action }, json: body }),
    onSuccess: (answer) => {
      if (done) toast.success(done(answer));
      // The deliveries listed under the form change.
      void client.invalidateQueries();
    },
  });
}

export function WebhookPanel({ record }: { record: AdminRecord | undefined }) {
  const [created] = useState(
    () => record && (takeCreated('webhooks', record.id)?.secret as string | undefined),
  );
  const rotate = useWebhookAction<{ secret: string }>(record?.id, 'rotate_secret');
  const test = useWebhookAction(record?.id, 'send_test', () => t.testSent);
  const redeliver = useWebhookAction<{ redelivered: number }>(record?.id, 'redeliver', (a) =>
    t.redelivered(a.redelivered),
  );
  if (!record) return null;
  const secret = rotate.data?.secret ?? created;
  return (
    <Stack gap="xs" data-testid="webhook-panel">
      <Title order={5}>{t.secret}</Title>
      {record.failing === true && (
        <Alert color="red" p="xs" data-testid="webhook-failing">
          {t.failing}
        </Alert>
      )}
      {secret && (
        <Stack gap={4}>
          <Code block data-testid="webhook-secret" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {secret}
          </Code>
          <Text size="xs">{t.secretShownOnce}</Text>
          <CopyButton value={secret}>
            {({ copy }) => (
              <Button size="xs" variant="light" w="fit-content" onClick={copy}>
                {t.copy}
              </Button>
            )}
          </CopyButton>
        </Stack>
      )}
      <Button
        variant="default"
        w="fit-content"
        loading={rotate.isPending}
        onClick={() => rotate.mutate({})}
        data-testid="webhook-rotate"
      >
        {t.rotate}
      </Button>
      <Text size="xs" c="dimmed">
        {t.rotateHint}
      </Text>
      <Button
        variant="default"
        w="fit-content"
        loading={test.isPending}
        onClick={() => test.mutate({})}
        data-testid="webhook-test"
      >
        {t.test}
      </Button>
      <Button
        variant="light"
        maw="100%"
        h="auto"
        py={6}
        styles={{ label: { whiteSpace: 'normal' } }}
        loading={redeliver.isPending}
        onClick={() => redeliver.mutate({})}
        data-testid="webhook-redeliver-all"
      >
        {t.redeliverAll}
      </Button>
    </Stack>
  );
}

/** One delivery's 'Invia di nuovo', when it failed. */
export function WebhookDeliveryPanel({ record }: { record: AdminRecord | undefined }) {
  const redeliver = useWebhookAction<{ redelivered: number }>(record?.webhook_id, 'redeliver', (a) =>
    t.redelivered(a.redelivered),
  );
  if (!record || record.status !== 'failed') return null;
  return (
    <Stack gap="xs">
      <Button
        w="fit-content"
        loading={redeliver.isPending}
        onClick={() => redeliver.mutate({ delivery_id: record.id })}
        data-testid="webhook-redeliver"
      >
        {t.redeliver}
      </Button>
    </Stack>
  );
}
