/**
 * A user's sessions and automatic-login link (administrators only, like the users resource): end
 * every session now, make a new `/?atoken=…` link (shown this once: the server keeps only its
 * digest, and the previous link stops working), or remove it (docs/server.md, "Sessions").
 */
import { Button, Code, CopyButton, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toasts';
import { ma } from '../../../messages/admin';
import type { AdminRecord } from '../types';

const t = ma.admin.user;

function useUserAction<T>(id: unknown, action: string, done?: string) {
  return useMutation({
    mutationFn: () => api.request<T>('POST', `/users/${String(id)}`, { query: { do: action } }),
    onSuccess: () => done && toast.success(done),
  });
}

export function UserAccess({ record }: { record: AdminRecord | undefined }) {
  const end = useUserAction(record?.id, 'end_sessions', t.sessionsEnded);
  const rotate = useUserAction<{ login_path: string }>(record?.id, 'rotate_atoken');
  const revoke = useUserAction(record?.id, 'revoke_atoken', t.linkRevoked);
  if (!record) return null;
  const link = rotate.data && `${window.location.origin}${rotate.data.login_path}`;
  return (
    <Stack gap="xs" data-testid="user-access">
      <Title order={5}>{t.access}</Title>
      <Text size="xs" c="dimmed">
        {t.accessHint}
      </Text>
      <Button
        variant="default"
        w="fit-content"
        loading={end.isPending}
        onClick={() => end.mutate()}
        data-testid="end-sessions"
      >
        {t.endSessions}
      </Button>
      <Button
        variant="default"
        w="fit-content"
        loading={rotate.isPending}
        onClick={() => rotate.mutate()}
        data-testid="new-login-link"
      >
        {t.newLink}
      </Button>
      {link && (
        <Stack gap={4}>
          <Code block data-testid="login-link">
            {link}
          </Code>
          <Text size="xs">{t.linkShownOnce}</Text>
          <CopyButton value={link}>
            {({ copy }) => (
              <Button size="xs" variant="light" w="fit-content" onClick={copy}>
                {t.copy}
              </Button>
            )}
          </CopyButton>
        </Stack>
      )}
      <Button
        color="red"
        variant="light"
        w="fit-content"
        loading={revoke.isPending}
        onClick={() => {
          rotate.reset();
          revoke.mutate();
        }}
        data-testid="revoke-login-link"
      >
        {t.revokeLink}
      </Button>
    </Stack>
  );
}
