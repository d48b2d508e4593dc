/**
 * /lot/where — 'Dov'è questo lotto?' (issue 34): a lot read (GS1 barcode, TAG) or typed, and where
 * its goods are now, place by place, for the operator who must pull them from the shelves. The
 * server's trace answers (domain/trace.ts); nothing is written.
 */
import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fetchTrace, traceKeys } from '../../domain/trace';
import { isApiError } from '../../lib/api';
import { PageLayout } from '../../lib/layout/page-layout';
import { paths } from '../../lib/paths';
import { appPorts } from '../../lib/scan/use-scan-engine';
import { singleCode } from '../../lib/scan/scan-loop';
import { useScanReadings } from '../../lib/scan/scan-readings';
import { m } from '../../messages/it';
import { LotStock } from './lot-stock';

const t = m.lot;

export function LotWhereScreen() {
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const answer = useQuery({
    queryKey: traceKeys.of(asked),
    queryFn: () => fetchTrace(asked),
    enabled: asked !== '',
    retry: false,
    meta: { silentError: true },
  });
  const ask = (code: string) => {
    const wanted = code.trim();
    setText(wanted);
    if (wanted === asked) void answer.refetch();
    setAsked(wanted);
  };
  useScanReadings(
    (reading) => {
      const code = singleCode(reading, appPorts);
      if (code !== null) ask(code);
    },
    { tags: true },
  );
  const notFound = isApiError(answer.error) && answer.error.status === 404;
  return (
    <PageLayout title={t.title} back={paths.home.href()}>
      <Stack gap="md" p="sm">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            ask(text);
          }}
        >
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              label={t.field}
              description={t.hint}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              style={{ flex: 1 }}
              data-testid="lot-where-input"
            />
            <Button type="submit" disabled={text.trim() === ''}>
              {t.search}
            </Button>
          </Group>
        </form>
        {answer.isFetching && <Text>{t.searching}</Text>}
        {notFound && <Alert color="orange">{t.notFound(asked)}</Alert>}
        {answer.error && !notFound && <Alert color="red">{answer.error.message}</Alert>}
        {answer.data?.lots.length === 0 && <Alert color="orange">{t.notFound(asked)}</Alert>}
        {answer.data?.lots.map((trace) => (
          <LotStock key={`${trace.item.id}:${trace.lot}`} trace={trace} />
        ))}
      </Stack>
    </PageLayout>
  );
}
