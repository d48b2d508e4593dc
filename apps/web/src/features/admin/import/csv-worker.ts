/**
 * The CSV reading worker: papaparse runs here, off the screen's thread. (papaparse's own
 * `worker: true` builds its worker from its source text, which a bundled module does not survive.)
 * `head`: the first rows only; `lines`: the rows at the given line numbers (header = 1), counted
 * as records — a quoted cell spanning lines shifts the count (rare in master data).
 */
import Papa from 'papaparse';

export type CsvRequest =
  | { kind: 'head'; file: File; encoding: string; rows: number }
  | { kind: 'lines'; file: File; encoding: string; lines: number[] };
export type CsvAnswer = { ok: true; rows: [number, string[]][] } | { ok: false; error: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<CsvRequest>) => {
  const request = event.data;
  const reply = (answer: CsvAnswer) => scope.postMessage(answer);
  const rows: [number, string[]][] = [];
  if (request.kind === 'head') {
    Papa.parse<string[]>(request.file, {
      preview: request.rows,
      skipEmptyLines: true,
      encoding: request.encoding,
      complete: (result) => reply({ ok: true, rows: result.data.map((row, i) => [i + 1, row]) }),
      error: (error) => reply({ ok: false, error: error.message }),
    });
    return;
  }
  const wanted = new Set(request.lines);
  let line = 0;
  Papa.parse<string[]>(request.file, {
    skipEmptyLines: false,
    encoding: request.encoding,
    step: (result) => {
      line++;
      if (wanted.has(line)) rows.push([line, result.data]);
    },
    complete: () => reply({ ok: true, rows }),
    error: (error) => reply({ ok: false, error: error.message }),
  });
};
