import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database, Dialect } from '../db/types';

/** How often a running process says it is alive, and how long a silence means it is dead. */
export const HEARTBEAT_MS = 2_000;
export const DEAD_AFTER_MS = 8_000;

export interface Instance {
  /** This process's id: the owner written on its idempotency claims. */
  readonly id: string;
  /** Registers the process and starts its heartbeat. */
  start(): Promise<void>;
  /**
   * Called once the process listens on `port` (recorded for people reading the table). Pending
   * claims are released only of processes known dead: on PostgreSQL those whose heartbeat stopped
   * (never by host and port: two containers may share a host name, two processes a port behind a
   * proxy); on SQLite, where only one process may use the database, every other registered one.
   */
  bound(port: number): Promise<void>;
  /** True while the process that owns a claim is running (its heartbeat is recent). */
  isRunning(owner: string | null): Promise<boolean>;
  stop(): Promise<void>;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function createInstance(
  db: Database,
  dialect: Dialect,
  log: { warn(o: object, m: string): void },
): Instance {
  const id = randomUUID();
  let timer: NodeJS.Timeout | undefined;

  async function beat() {
    await db
      .updateTable('server_instances')
      .set({ heartbeat_at: iso(Date.now()) })
      .where('instance', '=', id)
      .execute();
  }

  /** Pending claims of the given owners are dropped: their requests died with their process. */
  async function release(owners: string[]) {
    if (owners.length === 0) return;
    await db
      .deleteFrom('idempotency_keys')
      .where('status', 'is', null)
      .where('owner', 'in', owners)
      .execute();
    await db
      .updateTable('server_instances')
      .set({ stopped_at: iso(Date.now()) })
      .where('instance', 'in', owners)
      .where('stopped_at', 'is', null)
      .execute();
  }

  return {
    id,
    async start() {
      const now = iso(Date.now());
      await db
        .insertInto('server_instances')
        .values({ instance: id, pid: process.pid, started_at: now, heartbeat_at: now })
        .execute();
      timer = setInterval(() => {
        beat().catch((err) => log.warn({ err }, 'heartbeat failed'));
      }, HEARTBEAT_MS);
      timer.unref();
    },
    async bound(port) {
      const address = `${hostname()}:${port}`;
      await db.updateTable('server_instances').set({ address }).where('instance', '=', id).execute();
      let predecessors = db.selectFrom('server_instances').select('instance').where('instance', '!=', id);
      if (dialect === 'postgres')
        predecessors = predecessors.where((eb) =>
          eb.or([eb('stopped_at', 'is not', null), eb('heartbeat_at', '<', iso(Date.now() - DEAD_AFTER_MS))]),
        );
      await release((await predecessors.execute()).map((r) => r.instance as string));
      // Claims written before owners existed (an older version) have no owner to wait for.
      await db
        .deleteFrom('idempotency_keys')
        .where('status', 'is', null)
        .where('owner', 'is', null)
        .execute();
    },
    async isRunning(owner) {
      if (!owner) return false;
      if (owner === id) return true;
      const row = await db
        .selectFrom('server_instances')
        .select(['heartbeat_at', 'stopped_at'])
        .where('instance', '=', owner)
        .executeTakeFirst();
      if (!row || row.stopped_at !== null) return false;
      return new Date(row.heartbeat_at as string).getTime() > Date.now() - DEAD_AFTER_MS;
    },
    async stop() {
      clearInterval(timer);
      await db
        .updateTable('server_instances')
        .set({ stopped_at: iso(Date.now()) })
        .where('instance', '=', id)
        .execute();
    },
  };
}

/** Forgets processes stopped or silent for a day (their rows only serve to recognise them as dead). */
export async function sweepInstances(db: Database): Promise<void> {
  await db
    .deleteFrom('server_instances')
    .where('heartbeat_at', '<', iso(Date.now() - 24 * 60 * 60 * 1000))
    .execute();
}
