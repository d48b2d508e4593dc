import { useState, type FormEvent } from 'react';
import { ActionIcon, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PageLayout } from '../../lib/layout/page-layout';
import { api, isApiError } from '../../lib/api';
import { IconSettings } from '../../lib/components/icons';
import { clearSession, setUser, type User } from '../../lib/session';
import { useLocalSettings } from '../../lib/settings/local-settings';
import { toast } from '../../lib/toasts';
import { APP_VERSION } from '../../lib/version';
import { m } from '../../messages/it';
import { paths } from '../../lib/paths';

/** /login: email and password, 'Accedi' with a spinner; the whole user is kept after login. */
export function LoginScreen() {
  const navigate = useNavigate();
  const { showFieldsPlaceholder } = useLocalSettings();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (loading) return;
    setLoading(true);
    clearSession();
    let user: User | null = null;
    try {
      user = await api.authenticate<User>({ auth: { email: email.trim(), password } });
    } catch (error) {
      const unauthorized = isApiError(error) && error.status === 401;
      toast.warning(unauthorized ? m.login.failed : error instanceof Error ? error.message : m.login.failed);
    } finally {
      setLoading(false);
      setEmail('');
      setPassword('');
    }
    if (user) {
      setUser(user);
      navigate(paths.home.href(), { replace: true });
    }
  }

  return (
    <PageLayout
      title={m.app.name}
      home={false}
      actions={
        <ActionIcon
          variant="transparent"
          c="white"
          size={44}
          aria-label={m.nav.settings}
          onClick={() => navigate(paths.settings.href())}
        >
          <IconSettings />
        </ActionIcon>
      }
    >
      <Paper maw={420} mx="auto" mt="lg" p="lg" withBorder radius="md">
        <form onSubmit={submit} data-testid="login-form">
          <Stack gap="md">
            <Title order={2} ta="center" size="h3" data-testid="login-welcome">
              {m.login.welcome}
            </Title>
            <TextInput
              label={m.login.email}
              placeholder={showFieldsPlaceholder ? m.login.email : undefined}
              type="email"
              name="email"
              autoComplete="username"
              inputMode="email"
              required
              withAsterisk
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              disabled={loading}
            />
            <PasswordInput
              label={m.login.password}
              placeholder={showFieldsPlaceholder ? m.login.password : undefined}
              name="password"
              autoComplete="current-password"
              required
              withAsterisk
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              disabled={loading}
            />
            <Button type="submit" size="lg" fullWidth loading={loading} data-testid="login-submit">
              {m.login.submit}
            </Button>
            <Text size="sm" c="dimmed" ta="center" data-testid="app-version">
              {m.app.version(APP_VERSION)}
            </Text>
          </Stack>
        </form>
      </Paper>
    </PageLayout>
  );
}
