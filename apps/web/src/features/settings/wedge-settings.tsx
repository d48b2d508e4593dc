/**
 * The keyboard-wedge scanner's settings (the prefix and suffix a site's scanners send, kept on this
 * device like the other local settings) and a test field: a scan read with the cursor in it says
 * what the app received — a reading (code, symbology) or, when it took the keys for typing, the
 * characters themselves, control characters shown by name.
 */
import { useState } from 'react';
import { Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useLastReading, visibleText } from '../../lib/reader';
import { m } from '../../messages/it';

const t = m.scanner.settings;

export function WedgeSettings(props: {
  prefix: string;
  suffix: string;
  onChange: (key: 'scanPrefix' | 'scanSuffix', value: string) => void;
}) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t.title}
      </Text>
      <Text size="xs" c="dimmed">
        {t.hint}
      </Text>
      <Group grow>
        <TextInput
          label={t.prefix}
          value={props.prefix}
          maxLength={4}
          autoComplete="off"
          onChange={(e) => props.onChange('scanPrefix', e.currentTarget.value)}
          data-testid="setting-scanPrefix"
        />
        <TextInput
          label={t.suffix}
          value={props.suffix}
          maxLength={4}
          autoComplete="off"
          onChange={(e) => props.onChange('scanSuffix', e.currentTarget.value)}
          data-testid="setting-scanSuffix"
        />
      </Group>
    </Stack>
  );
}

export function WedgeTest() {
  const [typed, setTyped] = useState('');
  // The reader test above takes the readings; this shows the last one, whoever got it.
  const reading = useLastReading();
  return (
    <Paper withBorder p="sm">
      <Title order={2} size="h4">
        {t.testField}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t.testFieldHint}
      </Text>
      {/* A guarded field, as the quantity fields are: the wedge detector decides scan or typing. */}
      <TextInput
        aria-label={t.testField}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        data-wedge-guard
        autoComplete="off"
        data-testid="wedge-test-field"
      />
      <Stack gap={2} mt="xs" data-testid="wedge-test-result">
        {reading ? (
          <>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="wedge-test-reading">
              {t.received}: {visibleText(reading.code)}
            </Text>
            {reading.kind === 'barcode' && (
              <Text size="sm" data-testid="wedge-test-symbology">
                {t.symbology}: {reading.symbology}
              </Text>
            )}
            <Text size="sm" data-testid="wedge-test-source">
              {t.source}: {reading.source}
            </Text>
          </>
        ) : (
          <Text size="sm">{t.nothing}</Text>
        )}
        {typed !== '' && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="wedge-test-typed">
            {t.typed}: {visibleText(typed)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
