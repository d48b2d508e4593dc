import { z } from 'zod';
import { ApiError, badRequest } from '../errors';
import { trace } from './trace/resolve';
import type { CustomAction } from './types';

const traceQuery = z.object({
  q: z.string().trim().min(1).max(500),
  kind: z.enum(['lot', 'tag', 'package', 'order', 'sscc']).optional(),
  item_id: z.coerce.number().int().positive().optional(),
});

/**
 * `GET /project_rows?do=trace&q=L2611[&item_id=5][&kind=lot|tag|package|order|sscc]` (docs/trace.md):
 * the trace of a lot, a tag, a package (name or SSCC), a supplier's SSCC or an order, both ways. 404 `not_found` 'Nessun
 * lotto, TAG, collo o ordine «…»' when the text names none of them.
 */
export const traceLot: CustomAction = {
  model: 'project_rows',
  name: 'trace',
  methods: ['GET'],
  permission: 'read',
  async run({ request, services }) {
    const parsed = traceQuery.safeParse(request.query);
    if (!parsed.success) throw badRequest('Indicare un lotto, un TAG, un collo o un ordine (q)');
    const { q, kind, item_id } = parsed.data;
    const answer = await trace(services.db, { text: q, kind, itemId: item_id });
    if (!answer) throw new ApiError(404, `Nessun lotto, TAG, collo o ordine «${q}»`, 'not_found');
    return answer;
  },
};
