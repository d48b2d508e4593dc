import { describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../src/live/changes';
import { createFanOut, type CloseReason, type FanOutStream } from '../../src/live/fan-out';
import type { StreamScope } from '../../src/live/scope';

const scope = (more: Partial<StreamScope> = {}): StreamScope => ({
  projects: new Set(),
  documents: new Set(),
  models: new Set(),
  within: new Map(),
  readable: () => true,
  ...more,
});

let nextId = 0;
const event = (more: Partial<ChangeEvent> = {}): ChangeEvent => ({
  id: ++nextId,
  model: 'project_rows',
  record_id: 1,
  kind: 'update',
  project_id: 10,
  document_id: null,
  user_id: 1,
  ...more,
});

/** A stream that records what reached it and what the fan-out wrote before closing it. */
function fakeStream(userId: number, session: string, followed: StreamScope, buffered = 0) {
  const received: number[] = [];
  const written: string[] = [];
  let closed = false;
  let looked = 0;
  const stream: FanOutStream = {
    userId,
    session,
    scope: {
      ...followed,
      readable: (model) => {
        looked++;
        return followed.readable(model);
      },
    },
    write: (text) => (written.push(text), true),
    buffered: () => buffered,
    receive: (events) => received.push(...events.map((e) => e.id)),
    close: () => (closed = true),
  };
  return {
    stream,
    received,
    written,
    get closed() {
      return closed;
    },
    get looked() {
      return looked;
    },
  };
}

const limits = { perSession: 2, total: 100, maxBufferedBytes: 1000 };

describe('the event fan-out', () => {
  it('an event reaches only the streams that show its record, each once, in order', () => {
    const fanOut = createFanOut(limits);
    const project = fakeStream(1, 'a', scope({ projects: new Set([10]), documents: new Set([5]) }));
    const model = fakeStream(2, 'b', scope({ models: new Set(['packages']) }));
    const within = fakeStream(3, 'c', scope({ within: new Map([['picks', new Set([10])]]) }));
    const elsewhere = fakeStream(4, 'd', scope({ projects: new Set([11]) }));
    for (const s of [project, model, within, elsewhere]) expect(fanOut.add(s.stream)).toBe(true);
    const reading = event({ document_id: 5 }); // project 10 and document 5: still once
    const pkg = event({ model: 'packages', project_id: 12 });
    const pick = event({ model: 'picks' });
    fanOut.deliver([reading, pkg, pick]);
    expect(project.received).toEqual([reading.id, pick.id]);
    expect(model.received).toEqual([pkg.id]);
    expect(within.received).toEqual([pick.id]);
    expect(elsewhere.received).toEqual([]);
    // Streams of other projects are not even asked.
    expect(elsewhere.looked).toBe(0);
  });

  it('a model the user may not read never reaches the stream', () => {
    const fanOut = createFanOut(limits);
    const s = fakeStream(1, 'a', scope({ projects: new Set([10]), readable: (m) => m !== 'users' }));
    fanOut.add(s.stream);
    fanOut.deliver([event({ model: 'users' }), event()]);
    expect(s.received).toHaveLength(1);
  });

  it("a device session's streams are capped, not the user's: a shared account's handhelds keep theirs", () => {
    const reasons: CloseReason[] = [];
    const fanOut = createFanOut(limits, (reason) => reasons.push(reason));
    const follows = scope({ projects: new Set([10]) });
    const handhelds = Array.from({ length: 10 }, (_, i) => fakeStream(7, `7:${i}`, follows));
    for (const h of handhelds) fanOut.add(h.stream);
    const [first, second, third] = [1, 2, 3].map(() => fakeStream(7, '7:0', follows));
    fanOut.add(first!.stream); // 7:0's second stream: within its cap
    expect(handhelds[0]!.closed).toBe(false);
    fanOut.add(second!.stream); // its third: its oldest goes
    expect(handhelds[0]!.closed).toBe(true);
    fanOut.add(third!.stream);
    expect(first!.closed).toBe(true);
    expect(first!.written).toEqual(['event: closed\ndata: {"reason":"session_limit"}\n\n']);
    expect(handhelds.slice(1).every((h) => !h.closed)).toBe(true);
    expect(reasons).toEqual(['session_limit', 'session_limit']);
    fanOut.deliver([event()]);
    expect(handhelds[0]!.received).toEqual([]);
    expect(handhelds[9]!.received).toHaveLength(1);
  });

  it('past the total per process a new stream is refused and counted', () => {
    const reasons: CloseReason[] = [];
    const fanOut = createFanOut({ ...limits, total: 2 }, (reason) => reasons.push(reason));
    expect(fanOut.add(fakeStream(1, 'a', scope()).stream)).toBe(true);
    expect(fanOut.add(fakeStream(2, 'b', scope()).stream)).toBe(true);
    expect(fanOut.add(fakeStream(3, 'c', scope()).stream)).toBe(false);
    expect(fanOut.size()).toBe(2);
    expect(reasons).toEqual(['server_full']);
  });

  it('a stream whose client does not read is closed and told so, never skipped silently', () => {
    const fanOut = createFanOut(limits);
    const slow = fakeStream(1, 'a', scope({ projects: new Set([10]) }), 5000);
    const fast = fakeStream(2, 'b', scope({ projects: new Set([10]) }));
    fanOut.add(slow.stream);
    fanOut.add(fast.stream);
    fanOut.deliver([event(), event()]);
    expect(slow.received).toEqual([]);
    expect(slow.closed).toBe(true);
    expect(slow.written).toEqual(['event: closed\ndata: {"reason":"slow"}\n\n']);
    expect(fast.received).toHaveLength(2);
  });

  it("closing a user's streams closes every session of that user and nobody else's", () => {
    const fanOut = createFanOut(limits);
    const mine = [fakeStream(1, '1:a', scope()), fakeStream(1, '1:b', scope())];
    const theirs = fakeStream(2, '2:a', scope());
    for (const s of [...mine, theirs]) fanOut.add(s.stream);
    fanOut.closeUser(1, 'session_ended');
    expect(mine.map((s) => s.closed)).toEqual([true, true]);
    expect(mine[0]!.written).toEqual(['event: closed\ndata: {"reason":"session_ended"}\n\n']);
    expect(theirs.closed).toBe(false);
    expect(fanOut.size()).toBe(1);
  });

  it('a stream its client left is forgotten without a word', () => {
    const fanOut = createFanOut(limits);
    const gone = fakeStream(1, 'a', scope({ projects: new Set([10]) }));
    fanOut.add(gone.stream);
    fanOut.remove(gone.stream);
    fanOut.deliver([event()]);
    fanOut.closeUser(1, 'session_ended');
    expect([gone.received, gone.written]).toEqual([[], []]);
    expect(fanOut.size()).toBe(0);
  });
});
