/**
 * Rails/Ransack bracket encoding of nested parameters, as v2 clients send them:
 * `{ q: { name_eq: 'x', id_in: [1, 2] } }` → `q[name_eq]=x&q[id_in][]=1&q[id_in][]=2`.
 * `undefined` values are skipped; `null` is sent as an empty value.
 */
export type QueryValue = string | number | boolean | null | undefined | QueryValue[] | QueryObject;
export interface QueryObject {
  [key: string]: QueryValue;
}

export function encodeQuery(params: QueryObject | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  const add = (key: string, value: QueryValue): void => {
    if (value === undefined) return;
    if (Array.isArray(value)) {
      for (const item of value) add(`${key}[]`, item);
    } else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    } else {
      parts.push(`${encodeKey(key)}=${encodeURIComponent(value === null ? '' : String(value))}`);
    }
  };
  for (const [k, v] of Object.entries(params)) add(k, v);
  return parts.join('&');
}

/** Brackets stay readable; everything else is percent-encoded. */
function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']');
}
