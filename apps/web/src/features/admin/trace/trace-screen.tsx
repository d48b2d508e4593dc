/**
 * `/admin/trace?q=…`: the lot trace in the back office (issue 34, docs/trace.md). A lot, TAG,
 * package, SSCC (ours or a supplier's) or order typed or read by a wedge scanner (it types, then Enter); the chain as a
 * timeline and tables, the recall list as CSV and as a printed page (the browser's print).
 */
import { useState } from 'react';
import { Alert, Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { fetchTrace, traceKeys } from '../../../domain/trace';
import { isApiError } from '../../../lib/api';
import { ma } from '../../../messages/admin';
import { ContentsTable } from './contents-table';
import { LotSection } from './lot-section';
import { ReceivedTable } from './received-table';
import { downloadRecall } from './recall';
import { foundName } from './found-name';
import './trace-print.css';

const t = ma.adminTrace;

export function AdminTraceScreen() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const itemId = Number(params.get('item_id')) || undefined;
  const [text, setText] = useState(q);
  const [shown, setShown] = useState(q);
  if (shown !== q) {
    // A link to another trace (a package, an order) changes the address: the field follows it.
    setShown(q);
    setText(q);
  }
  const answer = useQuery({
    queryKey: traceKeys.of(q, itemId),
    queryFn: () => fetchTrace(q, { itemId }),
    enabled: q !== '',
    retry: false,
    meta: { silentError: true },
  });
  const notFound = isApiError(answer.error) && answer.error.status === 404;
  const data = answer.data;
  return (
    <Container size="xl" py="md" className="trace-page">
      <Title order={2} mb="md">
        {t.title}
      </Title>
      <form
        className="trace-no-print"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim() !== '') setParams({ q: text.trim() });
        }}
      >
        <Group align="flex-end">
          <TextInput
            label={t.field}
            description={t.hint}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            w={{ base: '100%', sm: 420 }}
            autoFocus
            data-testid="trace-input"
          />
          <Button type="submit">{t.search}</Button>
          {data && data.lots.length > 0 && (
            <>
              <Button variant="default" onClick={() => downloadRecall(data)} data-testid="trace-csv">
                {t.exportCsv}
              </Button>
              <Button variant="default" onClick={() => window.print()}>
                {t.print}
              </Button>
            </>
          )}
        </Group>
      </form>
      <Stack gap="lg" mt="lg">
        {answer.isFetching && <Text>{t.searching}</Text>}
        {notFound && <Alert color="orange">{t.notFound(q)}</Alert>}
        {answer.error && !notFound && <Alert color="red">{answer.error.message}</Alert>}
        {data && <Text fw={700}>{`${t.found[data.found] ?? data.found}: ${foundName(data)}`}</Text>}
        {data?.contents && <ContentsTable contents={data.contents} />}
        {data?.received && <ReceivedTable sscc={foundName(data)} received={data.received} />}
        {data?.lots.map((trace) => (
          <LotSection key={`${trace.item.id}:${trace.lot}`} trace={trace} />
        ))}
      </Stack>
    </Container>
  );
}
