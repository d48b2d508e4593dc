/**
 * The package screens' query flags (spec §2: incoming, outgoing, picking, revision, locked). Only
 * `revision` changes what the screens do: closing a package ('Gestisci Colli') or truck loading
 * ('Carico Camion'). The others are carried along unchanged so 'Indietro' returns to the same view.
 */
const isOn = (params: URLSearchParams, name: string) => {
  const value = params.get(name);
  return value !== null && !['false', '0', 'no'].includes(value.trim().toLowerCase());
};

export function isRevision(search: string | URLSearchParams): boolean {
  return isOn(typeof search === 'string' ? new URLSearchParams(search) : search, 'revision');
}

/** The flags of the current query string, and nothing else (never a stale id or filter). */
export function packageFlags(search: string): string {
  const params = new URLSearchParams(search);
  const out = new URLSearchParams();
  for (const name of ['incoming', 'outgoing', 'picking', 'revision', 'locked']) {
    out.set(name, String(isOn(params, name)));
  }
  return out.toString();
}
