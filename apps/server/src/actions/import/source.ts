import { createReadStream } from 'node:fs';
import { parse, type CsvError } from 'csv-parse';
import iconv from 'iconv-lite';

/**
 * Reading an uploaded CSV from its spooled file, a chunk at a time: the file is never held in
 * memory. A first pass tells binary from text and UTF-8 from Windows-1252 (a file that is not
 * valid UTF-8 is taken as what Excel saves on Windows); the header line tells `,` from `;`.
 */

export type Encoding = 'utf8' | 'win1252';
export type Delimiter = ',' | ';';

/** A problem that stops the reading of the whole file (the answer is a 422 naming the line). */
export class FileProblem extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/** One line longer than this is refused: no CSV of master data has one, and it caps the memory a row takes. */
export const MAX_LINE_BYTES = 1024 * 1024;

const FIRST_LINE_BYTES = 64 * 1024;

export interface FileShape {
  encoding: Encoding;
  delimiter: Delimiter;
}

/** Binary or text, which encoding, which separator. */
export async function inspectFile(path: string): Promise<FileShape> {
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  let valid = true;
  let head = Buffer.alloc(0);
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    if (chunk.includes(0)) throw new FileProblem(1, 'Il file non è un CSV di testo (contiene dati binari)');
    if (head.length < FIRST_LINE_BYTES) head = Buffer.concat([head, chunk.subarray(0, FIRST_LINE_BYTES)]);
    if (valid) {
      try {
        utf8.decode(chunk, { stream: true });
      } catch {
        valid = false;
      }
    }
  }
  if (valid) {
    try {
      utf8.decode();
    } catch {
      valid = false;
    }
  }
  const encoding: Encoding = valid ? 'utf8' : 'win1252';
  const firstLine = iconv.decode(head, encoding).split(/\r?\n/, 1)[0] ?? '';
  if (firstLine.trim() === '') throw new FileProblem(1, 'Il file è vuoto: manca la riga di intestazione');
  return { encoding, delimiter: sniffDelimiter(firstLine) };
}

/** The separator of the header line: whichever of `;` and `,` occurs more often outside quotes. */
export function sniffDelimiter(line: string): Delimiter {
  let quoted = false;
  let commas = 0;
  let semicolons = 0;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === ',') commas++;
    else if (!quoted && ch === ';') semicolons++;
  }
  return semicolons >= commas && semicolons > 0 ? ';' : ',';
}

export interface CsvRecord {
  /** The line number in the file where the record ends (the header is line 1). */
  line: number;
  cells: string[];
}

const problemOf = (err: unknown): FileProblem => {
  const csv = err as Partial<CsvError> & { lines?: number };
  const line = csv.lines ?? 0;
  if (csv.code === 'CSV_MAX_RECORD_SIZE') {
    return new FileProblem(
      line,
      `Riga troppo lunga (oltre ${MAX_LINE_BYTES / 1024 / 1024} MB): il file non è un CSV valido`,
    );
  }
  if (csv.code === 'CSV_QUOTE_NOT_CLOSED') return new FileProblem(line, 'Virgolette aperte e mai chiuse');
  if ((err as Error | undefined)?.constructor?.name === 'CsvError') {
    return new FileProblem(line, 'Riga non leggibile: virgolette fuori posto');
  }
  return err as FileProblem;
};

/** The records of the file in order (header first), decoded and split. */
export async function* readRecords(path: string, shape: FileShape): AsyncGenerator<CsvRecord> {
  const parser = createReadStream(path)
    .pipe(iconv.decodeStream(shape.encoding, { stripBOM: true }))
    .pipe(
      parse({
        delimiter: shape.delimiter,
        bom: true,
        info: true,
        relax_column_count: true,
        // A quote inside an unquoted cell (`=HYPERLINK("x")`, `12" pollici`) is a character.
        relax_quotes: true,
        skip_empty_lines: true,
        max_record_size: MAX_LINE_BYTES,
      }),
    );
  try {
    for await (const { info, record } of parser as AsyncIterable<{
      info: { lines: number };
      record: string[];
    }>) {
      yield { line: info.lines, cells: record };
    }
  } catch (err) {
    throw problemOf(err);
  } finally {
    parser.destroy();
  }
}
