/**
 * The chosen CSV as the browser reads it, in a worker (csv-worker.ts): the header and a few rows
 * for the mapping (never the whole file), and later the rejected lines for the report. A file that
 * is not valid UTF-8 (a replacement character appears) is read again as Windows-1252, as the
 * server does.
 */
import type { CsvAnswer, CsvRequest } from './csv-worker';

export interface CsvHead {
  headers: string[];
  /** The first data rows, for examples beside each column. */
  rows: string[][];
  encoding: string;
}

const PREVIEW_ROWS = 4;

function inWorker(request: CsvRequest): Promise<[number, string[]][]> {
  const worker = new Worker(new URL('./csv-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<[number, string[]][]>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<CsvAnswer>) => {
      if (event.data.ok) resolve(event.data.rows);
      else reject(new Error(event.data.error));
    };
    worker.onerror = (event) => reject(new Error(event.message));
    worker.postMessage(request);
  }).finally(() => worker.terminate());
}

export async function readHead(file: File): Promise<CsvHead> {
  let encoding = 'UTF-8';
  const read = async () =>
    (await inWorker({ kind: 'head', file, encoding, rows: PREVIEW_ROWS + 1 })).map(([, row]) => row);
  let rows = await read();
  if (rows.some((row) => row.some((cell) => cell.includes('\uFFFD')))) {
    encoding = 'windows-1252';
    rows = await read();
  }
  const [headers = [], ...data] = rows;
  return { headers: headers.map((h) => h.trim()), rows: data, encoding };
}

/** The rows at the given line numbers (header = 1). */
export async function readLines(
  file: File,
  encoding: string,
  lines: ReadonlySet<number>,
): Promise<Map<number, string[]>> {
  return new Map(await inWorker({ kind: 'lines', file, encoding, lines: [...lines] }));
}
