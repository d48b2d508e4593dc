/**
 * A create's answer, kept in memory for the edit screen it opens: an aside shows what only that
 * answer carries (a webhook's secret, sent once), and takes it so that it is never shown again.
 */
const answers = new Map<string, Record<string, unknown>>();

export function rememberCreated(resource: string, record: Record<string, unknown>): void {
  answers.set(`${resource}/${String(record.id)}`, record);
}

export function takeCreated(resource: string, id: unknown): Record<string, unknown> | undefined {
  const key = `${resource}/${String(id)}`;
  const answer = answers.get(key);
  answers.delete(key);
  return answer;
}
