import { ssccOfScan } from '@warehouse/shared';
import type { TraceAnswer } from '../../../domain/trace';

/**
 * What the trace found, named as the operator knows it, for the screen's heading and the recall
 * file's name: a label read by a scanner arrives as its raw string (']C1…' with its AIs), which
 * names nothing. A package or order by its name, a supplier's SSCC by its 18 digits, a lot by its
 * code (the lots, when one label's GTIN and lot matched several items); a TAG or anything else as
 * it was asked.
 */
export function foundName(answer: TraceAnswer): string {
  if (answer.contents) return answer.contents.ref.name;
  if (answer.found === 'sscc') return ssccOfScan(answer.query) ?? answer.query;
  const lots = [...new Set(answer.lots.map((trace) => trace.lot).filter(Boolean))];
  if (answer.found === 'lot' && lots.length > 0) return lots.join(', ');
  return answer.query;
}
