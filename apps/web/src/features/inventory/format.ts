/** A number as operators read it: decimal comma, at most three decimals, no grouping. */
export function formatQuantity(value: number | null | undefined): string {
  return Number(value ?? 0).toLocaleString('it-IT', { maximumFractionDigits: 3, useGrouping: false });
}

/** '2,5' or '2.5' → 2.5; empty or garbled → NaN (refused by the quantity rule). */
export function parseQuantity(value: string | number | null | undefined): number {
  if (typeof value === 'number') return value;
  const text = (value ?? '').trim().replace(',', '.');
  return text === '' || text === '-' ? Number.NaN : Number(text);
}

/** Today as YYYY-MM-DD in the device's time zone (the default of a document's date). */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
