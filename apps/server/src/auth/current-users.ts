import { CompiledQuery } from 'kysely';
import { AUTH_GENERATION_SQL, type DbHandle } from '../db/connection';
import { loadCurrentUser, type CurrentUser } from './permissions';

/** Users kept at once; past it the cache starts over (a shift's users fit many times). */
const CACHE_SIZE = 5_000;

export interface CurrentUsers {
  /** The user of a session as the database holds it now (undefined when deleted). */
  load(id: number): Promise<CurrentUser | undefined>;
  /**
   * What `load` would answer, without waiting, when the user's row is known and nothing it depends
   * on has changed since it was read; null when it must be loaded.
   */
  knownNow(id: number): { user: CurrentUser | undefined } | null;
}

type Handle = Pick<DbHandle, 'db' | 'dialect' | 'authGeneration' | 'readNow'>;

/**
 * The user row every authenticated request checks its session against (generation, active, the
 * rules of its roles), kept between requests while SQLite's auth generation (`authGeneration`,
 * migration 043) holds: it moves, in the writing transaction, with every write to what the row is
 * made of, by this process or any other, so a raised session generation, a deactivation, a role or
 * rule changed or a user deleted is seen by the very next request, as when the row was read every
 * time; writes to anything else (readings, picks) keep it. PostgreSQL has no such cheap exact
 * value: the row is read on every request there.
 */
export function createCurrentUsers(handle: Handle): CurrentUsers {
  const cache = new Map<number, { generation: number; user: CurrentUser | undefined }>();
  const counter = CompiledQuery.raw(AUTH_GENERATION_SQL);

  /**
   * The generation a row about to be read is kept under: a committed one, read before the row (a
   * change committed meanwhile only costs the next request a reload). At once when no transaction
   * holds the connection; else through Kysely, which waits for it to end: a value moved inside a
   * transaction that then rolls back could be reached again by another change.
   */
  async function committedGeneration(): Promise<number> {
    const rows = handle.readNow?.(counter) ?? (await handle.db.executeQuery(counter)).rows;
    return Number((rows[0] as { generation: number }).generation);
  }

  return {
    knownNow(id) {
      const known = cache.get(id);
      if (!known) return null;
      return known.generation === handle.authGeneration?.() ? { user: known.user } : null;
    },
    async load(id) {
      if (!handle.authGeneration) return loadCurrentUser(handle.db, handle.dialect, id);
      const generation = await committedGeneration();
      const known = cache.get(id);
      if (known && known.generation === generation) return known.user;
      const user = await loadCurrentUser(handle.db, handle.dialect, id);
      if (cache.size >= CACHE_SIZE) cache.clear();
      cache.set(id, { generation, user });
      return user;
    },
  };
}
