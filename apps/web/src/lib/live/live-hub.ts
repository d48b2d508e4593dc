/**
 * One event stream per signed-in client, shared by every screen (docs/web-app.md, "Live updates").
 * Screens register an interest (what they show, what to do on a change); the hub keeps one stream
 * open over the union of the interests' scopes, and reopens it, resuming from the last event id,
 * when that union changes. Pure of React (hooks in use-live.ts), so it is unit-tested with a fake
 * connection.
 *
 * - Changes reach the interests whose scope they belong to, in batches (one per BATCH_MS).
 * - `onResync` (reload everything shown) runs on `reset`, and for an interest the first time a
 *   stream that includes it is ready: what was committed between the screen's first load and the
 *   stream's opening is not known otherwise.
 * - Presence (who else has the same projects and documents open) is kept as the server last said.
 */
import type {
  ChangeEvent,
  LiveEvents,
  LiveEventsOptions,
  LiveScope,
  LiveStatus,
  PresenceMessage,
} from './event-stream';

export interface LiveInterest {
  scope: LiveScope;
  onChange(events: ChangeEvent[]): void;
  onResync(): void;
}

export type Connect = (options: LiveEventsOptions) => LiveEvents;

export interface LiveHubOptions {
  connect: Connect;
  getToken(): string | null;
  baseUrl?: () => string;
}

/** Scope changes and events are gathered this long before acting (a screen mounts several hooks). */
export const BATCH_MS = 30;

const EMPTY_PRESENCE: PresenceMessage = { projects: {}, documents: {} };

interface Entry {
  interest: LiveInterest;
  /** Reloads once the stream that includes it is ready. */
  synced: boolean;
}

const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

function union(entries: Iterable<Entry>): LiveScope {
  const projects: number[] = [];
  const documents: number[] = [];
  const models: string[] = [];
  const within: string[] = [];
  for (const { interest } of entries) {
    projects.push(...(interest.scope.projects ?? []));
    documents.push(...(interest.scope.documents ?? []));
    models.push(...(interest.scope.models ?? []));
    within.push(...(interest.scope.within ?? []));
  }
  return {
    projects: sorted(projects),
    documents: sorted(documents),
    models: [...new Set(models)].sort(),
    within: [...new Set(within)].sort(),
  };
}

const isEmpty = (scope: LiveScope) =>
  !scope.projects?.length && !scope.documents?.length && !scope.models?.length && !scope.within?.length;

export function concerns(scope: LiveScope, event: ChangeEvent): boolean {
  return (
    (scope.models?.includes(event.model) ?? false) ||
    (event.project_id !== null && (scope.projects?.includes(event.project_id) ?? false)) ||
    (event.document_id !== null && (scope.documents?.includes(event.document_id) ?? false)) ||
    (event.project_id !== null && (scope.within?.includes(`${event.model}:${event.project_id}`) ?? false))
  );
}

export class LiveHub {
  private readonly entries = new Set<Entry>();
  private connection: LiveEvents | null = null;
  private scopeKey = '';
  private lastEventId = '';
  private timer: ReturnType<typeof setTimeout> | null = null;
  private queue: ChangeEvent[] = [];
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  private presence: PresenceMessage = EMPTY_PRESENCE;
  /** Who last changed a record, and when it arrived (`model:id`), from the stream's events. */
  private readonly writers = new Map<string, { userId: number; at: string }>();
  /** Every name presence has told, by user id: a writer who has left is still named. */
  private readonly names = new Map<number, string>();
  private status: LiveStatus = 'closed';
  /** The open stream has said `ready`: it delivers everything committed from now on. */
  private isReady = false;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: LiveHubOptions) {}

  /** Registers what a screen shows; the returned function removes it. */
  add(interest: LiveInterest): () => void {
    const entry: Entry = { interest, synced: false };
    this.entries.add(entry);
    this.schedule();
    return () => {
      this.entries.delete(entry);
      this.schedule();
    };
  }

  getPresence = (): PresenceMessage => this.presence;

  /**
   * Who last changed a record as the stream told it (issue 41: an open dialog says who set the
   * figure it now shows, and when), by name where presence has named them; null when unknown.
   */
  writerOf(model: string, id: number): { userId: number; name: string | null; at: string } | null {
    const writer = this.writers.get(`${model}:${id}`);
    return writer ? { ...writer, name: this.nameOf(writer.userId) } : null;
  }

  /** A user's name as presence told it (now or earlier), or null. */
  nameOf(userId: number): string | null {
    return this.names.get(userId) ?? null;
  }
  getStatus = (): LiveStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Tries now (the network came back, or a new session started). */
  wake(): void {
    if (this.status === 'unauthorized' || this.status === 'failed') this.reopen(true);
    else this.connection?.reconnectNow();
  }

  close(): void {
    this.connection?.close();
    this.connection = null;
    this.scopeKey = '';
  }

  private emit() {
    this.listeners.forEach((l) => l());
  }

  private schedule() {
    if (this.timer !== null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.reopen(false);
    }, BATCH_MS);
  }

  /** Opens the stream over the current union of scopes, unless it is open on that very scope. */
  private reopen(force: boolean) {
    const scope = union(this.entries);
    const key = JSON.stringify(scope);
    if (!force && key === this.scopeKey && this.connection) {
      // Already streaming this scope: a new interest misses nothing from now on (before `ready`,
      // the coming `ready` syncs it).
      if (this.isReady) for (const entry of this.entries) entry.synced = true;
      return;
    }
    this.isReady = false;
    if (this.connection) this.lastEventId = this.connection.lastEventId();
    this.connection?.close();
    this.connection = null;
    this.scopeKey = key;
    if (isEmpty(scope)) {
      this.setPresence(EMPTY_PRESENCE);
      return;
    }
    this.connection = this.options.connect({
      scope,
      lastEventId: this.lastEventId,
      getToken: this.options.getToken,
      baseUrl: this.options.baseUrl,
      onChange: (event) => this.receive(event),
      onReady: () => this.ready(),
      onReset: () => {
        for (const entry of this.entries) {
          entry.synced = true;
          entry.interest.onResync();
        }
      },
      onPresence: (presence) => this.setPresence(presence),
      onStatus: (status) => {
        if (status !== 'open') this.isReady = false;
        this.status = status;
        this.emit();
      },
    });
  }

  private ready() {
    this.isReady = true;
    for (const entry of this.entries) {
      if (entry.synced) continue;
      entry.synced = true;
      entry.interest.onResync();
    }
  }

  private receive(event: ChangeEvent) {
    if (event.user_id !== null)
      this.writers.set(`${event.model}:${event.id}`, { userId: event.user_id, at: new Date().toISOString() });
    this.queue.push(event);
    this.flushTimer ??= setTimeout(() => {
      this.flushTimer = null;
      const events = this.queue.splice(0);
      for (const { interest } of this.entries) {
        const mine = events.filter((e) => concerns(interest.scope, e));
        if (mine.length > 0) interest.onChange(mine);
      }
    }, BATCH_MS);
  }

  private setPresence(presence: PresenceMessage) {
    for (const users of [...Object.values(presence.projects), ...Object.values(presence.documents)])
      for (const user of users) this.names.set(user.id, user.name);
    this.presence = presence;
    this.emit();
  }
}
