/**
 * A failed save told in the incoming screen's words: the spec's message for the step, the server's
 * reason with its field names replaced by this screen's labels ('campo code' → 'campo TAG RFID',
 * 'campo serial_id' → 'campo Lotto'), and the hint to press Save again only where that can succeed
 * (a server error) — never after a refusal.
 */
import { m } from '../../messages/it';
import type { SaveResult } from './save-types';

const t = m.incoming;

/** The server's text with its field names in this screen's words. */
export function screenWords(detail: string, step: string): string {
  const words: Record<string, string> =
    step === t.lotNotCreated || step === t.lotsError
      ? { ...t.serverWords, code: t.fields.lot }
      : t.serverWords;
  return detail.replace(/\b(campo|campi|mancante:)\s+(.+)$/u, (_all, lead: string, names: string) => {
    const replaced = names.replace(/[\p{L}_]+(?: letto)?/gu, (name) => words[name] ?? name);
    return `${lead} ${replaced}`;
  });
}

export function failureText(result: Extract<SaveResult, { status: 'failed' }>): string {
  const detail = result.detail ? screenWords(result.detail, result.message) : null;
  const hint = result.refused ? null : t.retryHint;
  return [result.message, detail, hint].filter(Boolean).join('<br>');
}
