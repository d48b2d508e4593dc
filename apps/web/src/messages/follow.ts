/**
 * A catalogue that reads the language shown at the moment a text is read (issue 45): `m` and `ma`.
 * Every group (`m.picking`, `m.picking.pick`) is a stable stand-in that looks its texts up when a
 * key is read, so a screen's `const t = m.picking` follows a change of language too. A text kept in
 * a module-level constant (`label: m.reader.connected`) would not: read texts while rendering.
 */
type Texts = Record<string | symbol, unknown>;

const isGroup = (value: unknown): value is Texts =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function following<T extends object>(italian: T, active: () => Texts | undefined): T {
  const groups = new Map<string, object>();

  /** The value at `path` in the language shown, Italian where that language has none. */
  function lookup(path: readonly PropertyKey[]): unknown {
    const read = (root: unknown) =>
      path.reduce<unknown>((at, key) => (isGroup(at) ? (at as Texts)[key as string] : undefined), root);
    const texts = active();
    const shown = texts ? read(texts) : undefined;
    return shown !== undefined ? shown : read(italian);
  }

  function group(path: readonly PropertyKey[]): object {
    const id = path.map(String).join('\u0000');
    let proxy = groups.get(id);
    if (!proxy) {
      const at = (key: PropertyKey) => {
        const value = lookup([...path, key]);
        return isGroup(value) ? group([...path, key]) : value;
      };
      proxy = new Proxy(
        {},
        {
          get: (_, key) => at(key),
          has: (_, key) => {
            const here = lookup(path);
            return isGroup(here) && key in here;
          },
          ownKeys: () => {
            const here = lookup(path);
            return isGroup(here) ? Reflect.ownKeys(here) : [];
          },
          getOwnPropertyDescriptor: (_, key) => {
            const here = lookup(path);
            if (!isGroup(here) || !(key in here)) return undefined;
            return { value: at(key), enumerable: true, configurable: true, writable: false };
          },
        },
      );
      groups.set(id, proxy);
    }
    return proxy;
  }

  return group([]) as T;
}
