import type { ChangeEvent } from './changes';
import { inScope, type StreamScope } from './scope';

/** Why the server ended a stream: said to the client in a last `closed` event, counted in /metrics. */
export type CloseReason = 'session_limit' | 'server_full' | 'slow' | 'session_ended' | 'expired' | 'shutdown';

/** One open event stream, as the fan-out sees it. */
export interface FanOutStream {
  userId: number;
  /** The device session: one login (user and sign-in time), shared by its renewed tokens. */
  session: string;
  scope: StreamScope;
  /** Writes text to the client; false once the client has left. */
  write(text: string): boolean;
  /** Bytes written but not yet taken by the client. */
  buffered(): number;
  /**
   * The events of its scope from one read of the feed, in id order, together: the stream writes
   * them in one write (or holds them while it replays).
   */
  receive(events: ChangeEvent[]): void;
  /** Ends the connection (the fan-out has already said why and forgotten the stream). */
  close(): void;
}

export interface FanOutLimits {
  /** Streams one device session may hold: one more closes its oldest. */
  perSession: number;
  /** Streams this process holds: one more is refused. */
  total: number;
  /** A stream whose client leaves this much unread is closed; it resumes by its last event id. */
  maxBufferedBytes: number;
}

export interface FanOut {
  /**
   * Opens a stream: false when the process holds `total` streams already (nothing opened). Its
   * session's oldest stream beyond `perSession` is closed first.
   */
  add(stream: FanOutStream): boolean;
  /** Forgets a stream its client has left (nothing written to it). */
  remove(stream: FanOutStream): void;
  /** The events of one read of the feed, each to the streams whose scope holds it. */
  deliver(events: readonly ChangeEvent[]): void;
  /** Closes a stream, telling its client why. */
  close(stream: FanOutStream, reason: CloseReason): void;
  /** Closes every stream of a user (its sessions ended). */
  closeUser(userId: number, reason: CloseReason): void;
  closeAll(reason: CloseReason): void;
  size(): number;
}

/** The last thing a closed stream's client reads: why, so it shows it is not live and reconnects. */
export const closedFrame = (reason: CloseReason) => `event: closed\ndata: {"reason":"${reason}"}\n\n`;

/**
 * Which open streams each change event reaches (issue 47, points 4 and 5). Streams are indexed by
 * what they follow (projects, documents, whole models, models within projects), so an event is
 * looked at only by the streams that show its record, not by every stream of the process. Limits:
 * a few streams per device session (the oldest closed: a handheld that reopened) and a total per
 * process (a new stream refused), never per user: a generic shift login shared by many handhelds
 * keeps every handheld's live updates. A stream whose client does not read is closed and told so;
 * it resumes from its last event id, so nothing is skipped silently.
 */
export function createFanOut(
  limits: FanOutLimits,
  onClosed: (reason: CloseReason) => void = () => {},
): FanOut {
  const all = new Set<FanOutStream>();
  const bySession = new Map<string, FanOutStream[]>();
  const byUser = new Map<number, Set<FanOutStream>>();
  const index = new Map<string, Set<FanOutStream>>();

  const keysOf = (scope: StreamScope): string[] => [
    ...[...scope.projects].map((id) => `p:${id}`),
    ...[...scope.documents].map((id) => `d:${id}`),
    ...[...scope.models].map((model) => `m:${model}`),
    ...[...scope.within].flatMap(([model, projects]) => [...projects].map((id) => `w:${model}:${id}`)),
  ];
  const keysOfEvent = (event: ChangeEvent): string[] => {
    const keys = [`m:${event.model}`];
    if (event.project_id !== null) keys.push(`p:${event.project_id}`, `w:${event.model}:${event.project_id}`);
    if (event.document_id !== null) keys.push(`d:${event.document_id}`);
    return keys;
  };

  function forget(stream: FanOutStream): boolean {
    if (!all.delete(stream)) return false;
    const mine = bySession.get(stream.session);
    if (mine) {
      mine.splice(mine.indexOf(stream), 1);
      if (mine.length === 0) bySession.delete(stream.session);
    }
    const users = byUser.get(stream.userId);
    users?.delete(stream);
    if (users?.size === 0) byUser.delete(stream.userId);
    for (const key of keysOf(stream.scope)) {
      const streams = index.get(key);
      streams?.delete(stream);
      if (streams?.size === 0) index.delete(key);
    }
    return true;
  }

  const fanOut: FanOut = {
    add(stream) {
      const mine = bySession.get(stream.session) ?? [];
      while (mine.length >= limits.perSession) fanOut.close(mine[0]!, 'session_limit');
      if (all.size >= limits.total) {
        onClosed('server_full');
        return false;
      }
      all.add(stream);
      bySession.set(stream.session, [...(bySession.get(stream.session) ?? []), stream]);
      let users = byUser.get(stream.userId);
      if (!users) byUser.set(stream.userId, (users = new Set()));
      users.add(stream);
      for (const key of keysOf(stream.scope)) {
        let streams = index.get(key);
        if (!streams) index.set(key, (streams = new Set()));
        streams.add(stream);
      }
      return true;
    },
    remove(stream) {
      forget(stream);
    },
    deliver(events) {
      // Each stream's events of this read, in id order, handed over in one call (one write each).
      const batches = new Map<FanOutStream, ChangeEvent[]>();
      for (const event of events) {
        const reached = new Set<FanOutStream>();
        for (const key of keysOfEvent(event)) {
          for (const stream of index.get(key) ?? []) {
            if (reached.has(stream)) continue;
            reached.add(stream);
            if (!inScope(stream.scope, event)) continue;
            const batch = batches.get(stream);
            if (batch) batch.push(event);
            else batches.set(stream, [event]);
          }
        }
      }
      for (const [stream, batch] of batches) {
        if (stream.buffered() >= limits.maxBufferedBytes) fanOut.close(stream, 'slow');
        else stream.receive(batch);
      }
    },
    close(stream, reason) {
      if (!forget(stream)) return;
      onClosed(reason);
      stream.write(closedFrame(reason));
      stream.close();
    },
    closeUser(userId, reason) {
      for (const stream of [...(byUser.get(userId) ?? [])]) fanOut.close(stream, reason);
    },
    closeAll(reason) {
      for (const stream of [...all]) fanOut.close(stream, reason);
    },
    size: () => all.size,
  };
  return fanOut;
}
