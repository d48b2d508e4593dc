import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useNavigate } from 'react-router';
import { PageLayout } from '../../lib/layout/page-layout';
import { IconSettings } from '../../lib/components/icons';
import { useLocalSettings } from '../../lib/settings/local-settings';
import { APP_VERSION } from '../../lib/version';
import { m } from '../../messages/it';
import { paths } from '../../lib/paths';
import { useLogin } from './use-login';

/**
 * /login: email and password, 'Accedi' with a spinner; the whole user is kept after login. Too many
 * wrong passwords: one lock-out message in the form, saying how long to wait. Every label and
 * accessible name is Italian (the password's visibility toggle too).
 */
export function LoginScreen() {
  const navigate = useNavigate();
  const { showFieldsPlaceholder } = useLocalSettings();
  const login = useLogin();
  const { email, setEmail, password, setPassword, loading, submit } = login;
  const [visible, setVisible] = useState(false);

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
              visible={visible}
              onVisibilityChange={setVisible}
              visibilityToggleButtonProps={{
                'aria-label': visible ? m.login.hidePassword : m.login.showPassword,
                size: 40,
              }}
            />
            {login.lockedOut && (
              <Alert color="orange" role="alert" data-testid="login-locked">
                {login.lockedOut}
              </Alert>
            )}
            <Button
              type="submit"
              size="lg"
              fullWidth
              loading={loading}
              disabled={login.lockedOut !== null}
              data-testid="login-submit"
            >
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
