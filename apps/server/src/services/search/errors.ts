/** A search the client got wrong; routes answer it with HTTP 400 and this (Italian) message. */
export class SearchError extends Error {
  /** The offending `q` key (or `s` for sorts). */
  readonly key: string;

  constructor(message: string, key: string) {
    super(message);
    this.name = 'SearchError';
    this.key = key;
  }
}

/** Unknown predicate, unreachable attribute (unknown, hidden or not allowlisted: deliberately the same message), or a predicate the column type cannot take. */
export const invalidFilter = (key: string) => new SearchError(`Filtro non valido: ${key}`, key);

/** Ransack features we refuse rather than ignore (`g` groupings, `c` conditions). */
export const unsupportedFilter = (key: string) => new SearchError(`Filtro non supportato: ${key}`, key);

export const invalidValue = (key: string, value: unknown) =>
  new SearchError(`Valore non valido per ${key}: ${describe(value)}`, key);

export const unknownSortAttribute = (attribute: string) =>
  new SearchError(`Attributo sconosciuto: ${attribute}`, 's');

export const invalidSort = (value: unknown) =>
  new SearchError(`Ordinamento non valido: ${describe(value)}`, 's');

/** Values are echoed back to an operator: keep them short and printable. */
function describe(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
