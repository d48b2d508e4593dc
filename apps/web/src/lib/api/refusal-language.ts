/**
 * A server refusal in the operator's language (issue 45): the server answers Italian in `error`
 * (what existing v2 clients show); in another language the screen shows the refusal by its stable
 * `id`, its `fields` and its parameters (`reason` of a quantity), and the server's sentence for an id
 * it does not know. In Italian the server's own sentence is the text.
 */
import type { QuantityRefusal } from '@warehouse/shared';
import { m } from '../../messages/it';
import { currentLanguage } from '../../messages/locale';

// Asked of the language's own texts, not of the shared rules' Italian sentences: importing those would
// bring the quantity rules into the login screen's JavaScript (bench/web-size.bench.ts).
const isQuantityRefusal = (reason: unknown): reason is QuantityRefusal =>
  typeof reason === 'string' && reason in m.rules.quantity;

interface RefusalBody {
  id?: unknown;
  error?: unknown;
  fields?: unknown;
  reason?: unknown;
}

/** The refusal's text in the language now shown, or undefined where the server's sentence is it. */
export function refusalInLanguage(body: unknown): string | undefined {
  if (currentLanguage() === 'it' || typeof body !== 'object' || body === null) return undefined;
  const { id, fields, reason } = body as RefusalBody;
  if (typeof id !== 'string') return undefined;
  if (id === 'invalid_quantity' && isQuantityRefusal(reason)) return m.rules.quantity[reason];
  const texts: Record<string, unknown> = m.refusals;
  if (id === 'invalid_input' && Array.isArray(fields) && fields.length > 0) {
    return m.refusals.invalid_field(fields.map(String).join(', '));
  }
  const text = texts[id];
  return typeof text === 'string' ? text : undefined;
}
