import { useEffect, useState } from 'react';
import { Button, Group, Paper, Switch, Text, TextInput } from '@mantine/core';
import { m } from '../../messages/it';
import { useLocalSettings } from '../settings/local-settings';
import { deliverLine, useLastReading } from './readings';

export const TEST_MODE_INTERVAL_MS = 100;

/** The EPCs the test mode cycles through (96-bit, hex). */
export const TEST_TAGS = [
  'E28011606000020000000001',
  'E28011606000020000000002',
  'E28011606000020000000003',
  'E28011606000020000000004',
  'E28011606000020000000005',
];

/**
 * The spec's debug area, shown by PageLayout on every screen when the local setting `debug` is on:
 * a field to type a simulated reading, and a test mode that emits a tag reading every 100 ms.
 */
export function DebugArea() {
  const { debug } = useLocalSettings();
  const [text, setText] = useState('');
  const [testMode, setTestMode] = useState(false);
  const last = useLastReading();

  useEffect(() => {
    if (!testMode) return;
    let n = 0;
    const timer = setInterval(() => {
      deliverLine(TEST_TAGS[n++ % TEST_TAGS.length] as string, 'debug');
    }, TEST_MODE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [testMode]);

  if (!debug) return null;
  return (
    <Paper withBorder p="xs" mt="md" data-testid="debug-area">
      <Text fw={700} size="sm">
        {m.debug.title}
      </Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (text) deliverLine(text, 'debug');
          setText('');
        }}
      >
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            data-wedge-free
            label={m.debug.simulatedReading}
            placeholder={m.debug.simulatedPlaceholder}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            data-testid="debug-input"
          />
          <Button type="submit">{m.debug.send}</Button>
        </Group>
      </form>
      <Switch
        mt="xs"
        label={m.debug.testMode}
        checked={testMode}
        onChange={(e) => setTestMode(e.currentTarget.checked)}
        data-testid="debug-test-mode"
      />
      {last && (
        <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }} data-testid="debug-last">
          {last.kind === 'barcode' ? m.reader.barcode : m.reader.tag}: {last.code}
        </Text>
      )}
    </Paper>
  );
}
