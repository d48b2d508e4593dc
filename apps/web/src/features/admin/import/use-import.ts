/**
 * The steps of a CSV import: choose a file (its header read in the browser) → map its columns →
 * the server's dry run as the preview → the import with its progress. Every step's failure is
 * shown on the screen; nothing is written before the operator presses Importa.
 */
import { useState } from 'react';
import { isApiError } from '../../../lib/api';
import { m } from '../../../messages/it';
import { readHead, type CsvHead } from './csv-file';
import {
  dryRun,
  runImport,
  type ImportMode,
  type ImportResult,
  type Mapping,
  type RowError,
} from './import-api';
import { initialMapping, saveMapping } from './saved-mapping';
import type { ImportField } from './import-api';

export type Phase = 'choose' | 'map' | 'checking' | 'checked' | 'importing' | 'done';

/** A 422 for an unreadable file carries the same `errors` list a row error has. */
function errorsOf(error: unknown): RowError[] {
  const body = isApiError(error)
    ? (error.body as { error?: string; errors?: RowError[] } | undefined)
    : undefined;
  if (body?.errors) return body.errors;
  return [{ line: 1, field: null, message: error instanceof Error ? error.message : String(error) }];
}

export function useImport(model: string, fields: readonly ImportField[]) {
  const [phase, setPhase] = useState<Phase>('choose');
  const [file, setFile] = useState<File | null>(null);
  const [head, setHead] = useState<CsvHead | null>(null);
  const [mapping, setMapping] = useState<Mapping>({});
  const [mode, setMode] = useState<ImportMode>('all');
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [rows, setRows] = useState(0);
  const [problem, setProblem] = useState<RowError[] | null>(null);

  async function choose(chosen: File | null) {
    setFile(chosen);
    setPreview(null);
    setResult(null);
    setProblem(null);
    if (!chosen) return setPhase('choose');
    try {
      const read = await readHead(chosen);
      setHead(read);
      setMapping(initialMapping(model, read.headers, fields));
      setPhase('map');
    } catch {
      setProblem([{ line: 1, field: null, message: m.adminImport.fileUnreadable }]);
      setPhase('choose');
    }
  }

  function map(header: string, field: string) {
    setMapping((current) => ({ ...current, [header]: field }));
    setPreview(null);
    setPhase('map');
  }

  async function check() {
    if (!file) return;
    saveMapping(model, mapping);
    setPhase('checking');
    setProblem(null);
    try {
      setPreview(await dryRun(model, file, mapping));
      setPhase('checked');
    } catch (error) {
      setProblem(errorsOf(error));
      setPhase('map');
    }
  }

  async function start() {
    if (!file) return;
    setPhase('importing');
    setRows(0);
    try {
      setResult(await runImport(model, file, mapping, mode, setRows));
      setPhase('done');
    } catch (error) {
      setProblem(errorsOf(error));
      setPhase('checked');
    }
  }

  return {
    phase,
    file,
    head,
    mapping,
    mode,
    setMode,
    preview,
    result,
    rows,
    problem,
    choose,
    map,
    check,
    start,
  };
}

export type ImportState = ReturnType<typeof useImport>;
