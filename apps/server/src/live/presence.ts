import { randomUUID } from 'node:crypto';

/**
 * Who has which list, order or document open, derived from the open event streams' scopes (a
 * screen's stream names the projects and documents it shows). Each process knows its own streams;
 * on PostgreSQL it tells the others through the change channel's NOTIFY (see `PresenceTransport`),
 * so an operator on one process sees an operator on another. Nothing is stored: a process that
 * stops says so, one that dies is forgotten when its keep-alive stops (REMOTE_EXPIRY_MS).
 */
export interface PresentUser {
  id: number;
  name: string;
}

/** Per project and document id: the other users there (only ids with someone). */
export interface PresenceView {
  projects: Record<string, PresentUser[]>;
  documents: Record<string, PresentUser[]>;
}

/** A stream that ends keeps its place this long: a reconnection or a change of scope does not flicker. */
export const LEAVE_GRACE_MS = 1_500;
/** How often a process repeats what its streams have open, and when silence means it is gone. */
export const KEEPALIVE_MS = 5_000;
export const REMOTE_EXPIRY_MS = 15_000;
/** How often silences are checked: a killed process's users go within REMOTE_EXPIRY_MS plus this. */
const EXPIRY_CHECK_MS = 1_000;
// NOTIFY payloads are limited to 8000 bytes: a process's snapshot is sent in parts below this.
const MAX_PART_CHARS = 6_000;
// Listeners learn of changes in batches: several streams opening at once make one recomputation.
const NOTIFY_DELAY_MS = 20;

/** [user id, name, project ids, document ids] */
type UserPlaces = [number, string, number[], number[]];

export type PresenceMessage =
  { t: 'presence'; i: string; n: number; k: number; of: number; u: UserPlaces[] } | { t: 'hello'; i: string };

/** How processes talk: `send` reaches every process (this one included, which ignores itself). */
export interface PresenceTransport {
  send(message: string): Promise<void>;
}

interface Remote {
  seq: number;
  of: number;
  parts: Map<number, UserPlaces[]>;
  users: UserPlaces[];
  heardAt: number;
}

export interface Presence {
  readonly instance: string;
  /** A stream opened with these places; the returned function ends it (after LEAVE_GRACE_MS). */
  join(user: PresentUser, projects: Iterable<number>, documents: Iterable<number>): () => void;
  /** Called (batched) whenever who is where may have changed. */
  subscribe(listener: () => void): () => void;
  /** The users other than `userId` present on each of these projects and documents. */
  viewFor(userId: number, projects: Iterable<number>, documents: Iterable<number>): PresenceView;
  /** A payload read from the channel (another process's snapshot, or its hello). */
  receive(payload: string): void;
  /** The channel is (again) listened to: ask the others for their snapshots, send ours. */
  listening(): void;
  start(): void;
  stop(): Promise<void>;
}

interface Log {
  warn(obj: object, msg: string): void;
}

export function createPresence(transport: PresenceTransport | undefined, log: Log): Presence {
  const instance = randomUUID();
  const local = new Map<number, { user: PresentUser; projects: number[]; documents: number[] }>();
  const remote = new Map<string, Remote>();
  const listeners = new Set<() => void>();
  let nextKey = 1;
  let seq = 0;
  let notifyTimer: NodeJS.Timeout | undefined;
  let publishTimer: NodeJS.Timeout | undefined;
  let keepalive: NodeJS.Timeout | undefined;
  let expiry: NodeJS.Timeout | undefined;
  const graces = new Set<NodeJS.Timeout>();

  const send = (message: PresenceMessage) => {
    transport?.send(JSON.stringify(message)).catch((err) => log.warn({ err }, 'presence not sent'));
  };

  function changed() {
    notifyTimer ??= setTimeout(() => {
      notifyTimer = undefined;
      for (const listener of listeners) listener();
    }, NOTIFY_DELAY_MS);
  }

  /** This process's streams, one entry per user. */
  function snapshot(): UserPlaces[] {
    const byUser = new Map<number, { name: string; projects: Set<number>; documents: Set<number> }>();
    for (const { user, projects, documents } of local.values()) {
      let places = byUser.get(user.id);
      if (!places)
        byUser.set(user.id, (places = { name: user.name, projects: new Set(), documents: new Set() }));
      projects.forEach((id) => places.projects.add(id));
      documents.forEach((id) => places.documents.add(id));
    }
    return [...byUser].map(([id, p]) => [id, p.name, [...p.projects], [...p.documents]]);
  }

  function publish() {
    if (!transport) return;
    const users = snapshot();
    const parts: UserPlaces[][] = [[]];
    let size = 0;
    for (const entry of users) {
      const length = JSON.stringify(entry).length + 1;
      if (size + length > MAX_PART_CHARS && parts[parts.length - 1]!.length > 0) {
        parts.push([]);
        size = 0;
      }
      parts[parts.length - 1]!.push(entry);
      size += length;
    }
    seq++;
    parts.forEach((u, k) => send({ t: 'presence', i: instance, n: seq, k, of: parts.length, u }));
  }

  function schedulePublish() {
    if (!transport) return;
    publishTimer ??= setTimeout(() => {
      publishTimer = undefined;
      publish();
    }, NOTIFY_DELAY_MS);
  }

  function expire() {
    const before = Date.now() - REMOTE_EXPIRY_MS;
    for (const [id, r] of remote) {
      if (r.heardAt < before) {
        remote.delete(id);
        changed();
      }
    }
  }

  function receive(payload: string) {
    let message: PresenceMessage;
    try {
      message = JSON.parse(payload) as PresenceMessage;
    } catch {
      return;
    }
    if (message.i === instance) return;
    if (message.t === 'hello') return void schedulePublish();
    if (message.t !== 'presence') return;
    let r = remote.get(message.i);
    if (!r || message.n > r.seq) {
      r = { seq: message.n, of: message.of, parts: new Map(), users: r?.users ?? [], heardAt: Date.now() };
      remote.set(message.i, r);
    }
    if (message.n !== r.seq) return; // a part of an older snapshot
    r.heardAt = Date.now();
    r.parts.set(message.k, message.u);
    if (r.parts.size === r.of) {
      const users = [...r.parts.values()].flat();
      if (JSON.stringify(users) !== JSON.stringify(r.users)) {
        r.users = users;
        changed();
      }
    }
  }

  function viewFor(userId: number, projects: Iterable<number>, documents: Iterable<number>): PresenceView {
    const all: UserPlaces[] = [...snapshot(), ...[...remote.values()].flatMap((r) => r.users)];
    const others = all.filter(([id]) => id !== userId);
    const pick = (ids: Iterable<number>, column: 2 | 3) => {
      const view: Record<string, PresentUser[]> = {};
      for (const id of ids) {
        const here = new Map<number, PresentUser>();
        for (const entry of others)
          if (entry[column].includes(id)) here.set(entry[0], { id: entry[0], name: entry[1] });
        if (here.size > 0) view[id] = [...here.values()].sort((a, b) => a.name.localeCompare(b.name, 'it'));
      }
      return view;
    };
    return { projects: pick(projects, 2), documents: pick(documents, 3) };
  }

  return {
    instance,
    join(user, projects, documents) {
      const key = nextKey++;
      local.set(key, { user, projects: [...projects], documents: [...documents] });
      changed();
      schedulePublish();
      let left = false;
      return () => {
        if (left) return;
        left = true;
        const timer = setTimeout(() => {
          graces.delete(timer);
          local.delete(key);
          changed();
          schedulePublish();
        }, LEAVE_GRACE_MS);
        timer.unref();
        graces.add(timer);
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    viewFor,
    receive,
    listening() {
      send({ t: 'hello', i: instance });
      schedulePublish();
    },
    start() {
      if (!transport) return;
      keepalive = setInterval(publish, KEEPALIVE_MS);
      keepalive.unref();
      // Checked apart from the keep-alive, which would let a dead process linger up to 5 s more.
      expiry = setInterval(expire, EXPIRY_CHECK_MS);
      expiry.unref();
    },
    async stop() {
      clearInterval(keepalive);
      clearInterval(expiry);
      clearTimeout(notifyTimer);
      clearTimeout(publishTimer);
      for (const timer of graces) clearTimeout(timer);
      graces.clear();
      local.clear();
      listeners.clear();
      // The others forget this process at once rather than after REMOTE_EXPIRY_MS.
      if (transport) {
        seq++;
        await transport
          .send(JSON.stringify({ t: 'presence', i: instance, n: seq, k: 0, of: 1, u: [] }))
          .catch(() => undefined);
      }
    },
  };
}
