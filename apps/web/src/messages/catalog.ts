/**
 * The catalogue as plain JSON, for the server's `/info/translations` (thecore clients read the
 * product's texts from there). The server may not import the web app, so the JSON is generated
 * into `packages/shared/src/catalog/it.json` by `npm run catalog -w apps/web`; a unit test fails
 * when it is stale. A message that takes arguments becomes its text with `%{name}` placeholders
 * (the Rails I18n interpolation thecore clients know): `version: (v) => …` → 'Versione %{v}'.
 */
type Json = string | { [key: string]: Json };

/** The parameter names of an arrow or function message, as written in its source. */
export function parameterNames(fn: (...args: never[]) => unknown): string[] {
  const source = fn.toString();
  const list =
    /^\s*(?:function\s*\w*\s*)?\(([^)]*)\)/.exec(source)?.[1] ?? /^\s*(\w+)\s*=>/.exec(source)?.[1] ?? '';
  return list
    .split(',')
    .map((p) => p.replace(/[:=].*$/s, '').trim())
    .filter(Boolean);
}

/**
 * A message's argument as a placeholder: `%{by}` where it is written as text, `%{by.name}` where the
 * message reads a field of it (who changed a record: `by.name`, `by.time`).
 */
function placeholder(name: string): unknown {
  const text = `%{${name}}`;
  return new Proxy(
    {},
    {
      get: (_, key) => {
        if (key === Symbol.toPrimitive) return () => text;
        // A message may treat the argument as text (`q.replace(…)`): it gets the placeholder's text.
        if (key in String.prototype) {
          const own: unknown = (text as unknown as Record<string | symbol, unknown>)[key];
          return typeof own === 'function' ? (own as (...a: unknown[]) => unknown).bind(text) : own;
        }
        return `%{${name}.${String(key)}}`;
      },
    },
  );
}

export function toCatalog(messages: Record<string, unknown>): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') out[key] = value;
    else if (typeof value === 'function') {
      const args = parameterNames(value as (...a: never[]) => unknown).map(placeholder);
      const text: unknown = (value as (...a: unknown[]) => unknown)(...args);
      if (typeof text === 'string') out[key] = text;
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      out[key] = toCatalog(value as Record<string, unknown>);
    }
  }
  return out;
}

/** The committed file's exact text for a catalogue. */
export const catalogFileText = (messages: Record<string, unknown>) =>
  `${JSON.stringify(toCatalog(messages), null, 2)}\n`;
