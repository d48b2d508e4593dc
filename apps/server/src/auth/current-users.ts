import type { DbHandle } from '../db/connection';
import { loadCurrentUser, type CurrentUser } from './permissions';

/** Users kept at once; past it the cache starts over (a shift's users fit many times). */
const CACHE_SIZE = 5_000;

export interface CurrentUsers {
  /** The user of a session as the database holds it now (undefined when deleted). */
  load(id: number): Promise<CurrentUser | undefined>;
  /**
   * What `load` would answer, without waiting, when the user's row is known and nothing in the
   * database has changed since it was read, with the change stamp that says so (read now); null
   * when it must be loaded.
   */
  knownNow(id: number): { user: CurrentUser | undefined; stamp: string } | null;
}

/**
 * The user row every authenticated request checks its session against (generation, active, the
 * rules of its roles), kept between requests while nothing in the database has changed. SQLite
 * says exactly when that is (`changeStamp`: any write of this process, any commit of another), so a
 * raised session generation, a deactivation or a role change is seen by the very next request, as
 * when the row was read every time. PostgreSQL has no such cheap exact value: the row is read on
 * every request there.
 */
export function createCurrentUsers(handle: Pick<DbHandle, 'db' | 'dialect' | 'changeStamp'>): CurrentUsers {
  const cache = new Map<number, { stamp: string; user: CurrentUser | undefined }>();
  return {
    knownNow(id) {
      const known = cache.get(id);
      if (!known) return null;
      const stamp = handle.changeStamp?.();
      return known.stamp === stamp ? { user: known.user, stamp } : null;
    },
    async load(id) {
      // Read before the row: a change committed meanwhile moves the stamp, and the next request reloads.
      const stamp = handle.changeStamp?.();
      if (stamp === undefined) return loadCurrentUser(handle.db, handle.dialect, id);
      const known = cache.get(id);
      if (known && known.stamp === stamp) return known.user;
      const user = await loadCurrentUser(handle.db, handle.dialect, id);
      if (cache.size >= CACHE_SIZE) cache.clear();
      cache.set(id, { stamp, user });
      return user;
    },
  };
}
