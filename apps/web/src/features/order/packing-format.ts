/** A number as operators read it: decimal comma, at most three decimals, no grouping. */
export function formatQuantity(value: number | null | undefined): string {
  return Number(value ?? 0).toLocaleString('it-IT', { maximumFractionDigits: 3, useGrouping: false });
}
