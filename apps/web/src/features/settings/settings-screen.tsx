import { useState } from 'react';
import { Button, Divider, Group, Paper, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { PageLayout } from '../../lib/layout/page-layout';
import { useReadings, type InputReading } from '../../lib/reader';
import { hasSession } from '../../lib/session';
import {
  getLocalSettings,
  resetLocalSettings,
  setLocalSettings,
  type LocalSettings,
} from '../../lib/settings/local-settings';
import { toast } from '../../lib/toasts';
import { APP_VERSION } from '../../lib/version';
import { m } from '../../messages/it';
import { paths } from '../../lib/paths';
import { LanguagePicker } from './language-picker';
import { WedgeSettings, WedgeTest } from './wedge-settings';

type BooleanKey = {
  [K in keyof LocalSettings]: LocalSettings[K] extends boolean ? K : never;
}[keyof LocalSettings];

// Keys into m.settings, read while rendering: the labels follow the language shown.
const SWITCHES: BooleanKey[] = [
  'showFieldsPlaceholder',
  'printerManagement',
  'nextFieldOnComboSelect',
  'sound',
  'vibration',
  'debug',
];

const MAX_TEST_READINGS = 10;

/** The reader test: the last readings this screen received (ignored while a dialog is open). */
function ReaderTest() {
  const [readings, setReadings] = useState<InputReading[]>([]);
  useReadings((r) => setReadings((list) => [r, ...list].slice(0, MAX_TEST_READINGS)), {
    gate: 'modals',
  });
  return (
    <Paper withBorder p="sm">
      <Title order={2} size="h4">
        {m.settings.readerTest}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {m.settings.readerTestHint}
      </Text>
      {readings.length === 0 ? (
        <Text size="sm" data-testid="reader-test-empty">
          {m.settings.noReadings}
        </Text>
      ) : (
        <Table data-testid="reader-test-list" layout="fixed">
          <Table.Tbody>
            {readings.map((r, i) => (
              <Table.Tr key={i} data-testid="reader-test-row" data-kind={r.kind} data-source={r.source}>
                <Table.Td w={90}>{r.kind === 'barcode' ? m.reader.barcode : m.reader.tag}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }} data-testid="reader-test-code">
                  {r.code}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

/** /settings: the local settings of this browser, and a reader test. Reachable before login. */
export function SettingsScreen() {
  const [draft, setDraft] = useState<LocalSettings>(() => getLocalSettings());
  const set = <K extends keyof LocalSettings>(key: K, value: LocalSettings[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  return (
    <PageLayout
      title={m.settings.title}
      back={hasSession() ? paths.home.href() : paths.login.href()}
      home={hasSession()}
    >
      <Stack gap="md">
        <LanguagePicker />
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setDraft(setLocalSettings(draft));
            toast(m.settings.saved);
          }}
        >
          <Stack gap="sm">
            {SWITCHES.map((key) => (
              <Switch
                key={key}
                label={m.settings[key]}
                checked={draft[key]}
                onChange={(e) => set(key, e.currentTarget.checked)}
                data-testid={`setting-${key}`}
              />
            ))}
            <TextInput
              label={m.settings.readerUrl}
              description={m.settings.readerUrlHint}
              value={draft.readerUrl}
              onChange={(e) => set('readerUrl', e.currentTarget.value)}
              data-testid="setting-readerUrl"
            />
            <WedgeSettings
              prefix={draft.scanPrefix}
              suffix={draft.scanSuffix}
              onChange={(key, value) => set(key, value)}
            />
            <TextInput
              label={m.settings.serverUrl}
              description={m.settings.serverUrlHint}
              value={draft.serverUrl}
              onChange={(e) => set('serverUrl', e.currentTarget.value)}
              data-testid="setting-serverUrl"
            />
            <Group grow>
              <Button variant="default" onClick={() => setDraft(resetLocalSettings())}>
                {m.settings.reset}
              </Button>
              <Button type="submit" data-testid="settings-save">
                {m.settings.save}
              </Button>
            </Group>
          </Stack>
        </form>
        <Divider />
        <ReaderTest />
        <WedgeTest />
        <Text size="xs" c="dimmed" ta="center">
          {m.settings.version} {APP_VERSION}
        </Text>
      </Stack>
    </PageLayout>
  );
}
