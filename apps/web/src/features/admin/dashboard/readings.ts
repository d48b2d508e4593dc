/** Readings per hour per operator, shaped for a stacked bar chart and a totals table. */
import { ma } from '../../../messages/admin';
import type { Dashboard } from './api';

export interface OperatorTotal {
  /** The chart's series key: `u0`, `u1`… (a name may hold dots, which the chart reads as paths). */
  key: string;
  userId: number | null;
  name: string;
  total: number;
}

/** The operators (by name) with their totals, and one chart row per hour from the first to the last. */
export function readingsChart(readings: Dashboard['readings']) {
  const operators = new Map<number | null, OperatorTotal>();
  for (const r of readings) {
    const op = operators.get(r.user_id) ?? {
      key: `u${operators.size}`,
      userId: r.user_id,
      name: r.operator ?? ma.dashboard.readings.unknown,
      total: 0,
    };
    op.total += r.count;
    operators.set(r.user_id, op);
  }
  const hours = readings.map((r) => r.hour);
  const rows: Record<string, string | number>[] = [];
  if (hours.length > 0) {
    for (let hour = Math.min(...hours); hour <= Math.max(...hours); hour++) {
      const row: Record<string, string | number> = { hour: ma.dashboard.readings.hour(hour) };
      for (const op of operators.values()) row[op.key] = 0;
      rows.push(row);
    }
    const first = Math.min(...hours);
    for (const r of readings) {
      const row = rows[r.hour - first]!;
      const key = operators.get(r.user_id)!.key;
      row[key] = Number(row[key]) + r.count;
    }
  }
  const list = [...operators.values()].sort((a, b) => a.name.localeCompare(b.name, 'it'));
  return { operators: list, rows };
}
