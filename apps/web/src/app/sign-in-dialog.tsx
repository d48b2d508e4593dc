import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { api, isApiError } from '../lib/api/app-client';
import type { User } from '../domain/users';
import { setUser } from '../lib/session';
import { m } from '../messages/it';
import { useSignInQuestion, type SignInQuestion } from './sign-in';

const t = m.session;

/**
 * 'Sessione scaduta' over the current screen: the same user types the password and everything
 * waiting (the write that met the 401 and those queued after it) goes on with its own key; 'Cambia
 * utente' leaves for /login with the work kept on the device for this user. A revoked user is told
 * so and can only change user. The one message of a session end: no toast beside it.
 */
export function SignInDialog() {
  const question = useSignInQuestion();
  return (
    <Modal
      opened={question !== null}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      zIndex={3000}
      title={question?.revoked ? t.revokedTitle : t.expiredTitle}
      data-testid="sign-in-dialog"
    >
      {question && <SignInForm key={question.email} question={question} />}
    </Modal>
  );
}

function SignInForm({ question }: { question: SignInQuestion }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (loading || !password) return;
    setLoading(true);
    setError(null);
    try {
      const user = await api.authenticate<User>({ auth: { email: question.email, password } });
      setUser(user);
      question.answer(true);
    } catch (failure) {
      const wrong = isApiError(failure) && failure.status === 401;
      setError(wrong ? m.login.failed : failure instanceof Error ? failure.message : m.login.failed);
      setPassword('');
      setLoading(false);
    }
  }

  return (
    <form onSubmit={submit} data-testid="sign-in-form">
      <Stack gap="sm">
        <Text size="sm" data-testid="sign-in-message">
          {question.revoked ? t.revoked(question.email) : t.expired}
        </Text>
        {!question.revoked && (
          <>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {t.user(question.email)}
            </Text>
            <PasswordInput
              data-wedge-free
              label={m.login.password}
              name="password"
              autoComplete="current-password"
              data-autofocus
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={error}
              visibilityToggleButtonProps={{ 'aria-label': t.showPassword }}
              disabled={loading}
            />
          </>
        )}
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Button
            variant="default"
            size="md"
            onClick={() => question.answer(false)}
            data-testid="sign-in-other"
          >
            {t.otherUser}
          </Button>
          {!question.revoked && (
            <Button
              type="submit"
              size="md"
              loading={loading}
              disabled={!password}
              data-testid="sign-in-submit"
            >
              {t.signIn}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
