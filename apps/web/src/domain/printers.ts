/** Label printers; the server adds whether each is reachable (`is_online`) when it lists them. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api';
import type { Printer } from './records';

/**
 * A printer as listed: the registry's columns plus the live `is_online` the server computes and,
 * when false, why (`offline_reason`: unreachable, paper_out, ribbon_out, head_open, paused, error).
 * Finding a screen's printer, printing and previews: domain/printing (docs/printing.md).
 */
export type ListedPrinter = Printer & { is_online?: boolean | null; offline_reason?: string | null };

export const printerKeys = {
  all: ['printers'] as const,
  list: ['printers', 'list'] as const,
};

export const printersQuery = () =>
  queryOptions({
    queryKey: printerKeys.list,
    queryFn: () => api.list<ListedPrinter>('printers', { q: { s: 'name asc' } }),
  });

export async function findPrinterByName(name: string): Promise<ListedPrinter | null> {
  const [found] = await api.list<ListedPrinter>('printers', { q: { name_eq: name } });
  return found ?? null;
}
