import { describe, expect, it } from 'vitest';
import { createOutbox, type OutboxDeps, type OutboxEntry } from '../../../src/lib/outbox/outbox';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

class Offline extends Error {}
class Refused extends Error {}

/** A server that applies each Idempotency-Key once, and can be cut off or refuse a write. */
function fakeServer() {
  const applied: string[] = [];
  const seen = new Set<string>();
  const server = {
    applied,
    sends: 0,
    online: true,
    refuse: new Set<string>(),
    /** Containers that take nothing any more (by the path written to). */
    closed: new Set<string>(),
    async send(entry: OutboxEntry) {
      server.sends++;
      await Promise.resolve();
      if (!server.online) throw new Offline('rete');
      if (server.refuse.has(entry.label)) throw new Refused('Ubicazione non accessibile');
      if (server.closed.has(entry.path)) throw new Refused(`${entry.path} già chiuso`);
      if (!seen.has(entry.key)) {
        seen.add(entry.key);
        applied.push(server.closed.size > 0 ? `${entry.label}@${entry.path}` : entry.label);
      }
      return { ok: entry.label };
    },
  };
  return server;
}

function setup(storage = memoryStorage(), server = fakeServer(), user: { id: number | null } = { id: 7 }) {
  const timers: { run: () => void; ms: number }[] = [];
  let n = 0;
  const deps: OutboxDeps = {
    storage,
    send: (e) => server.send(e),
    classify: (error) =>
      error instanceof Offline
        ? { retry: true }
        : { retry: false, message: (error as Error).message, id: 'already_closed' },
    currentUserId: () => user.id,
    newKey: () => `key-${++n}-${Math.random()}`,
    setTimer: (run, ms) => {
      const timer = { run, ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (t) => {
      const at = timers.indexOf(t as never);
      if (at >= 0) timers.splice(at, 1);
    },
  };
  const outbox = createOutbox(deps);
  const fire = async () => {
    const timer = timers.shift();
    timer?.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
    return timer?.ms;
  };
  return { outbox, storage, server, timers, fire, user };
}

const write = (label: string) => ({
  method: 'POST' as const,
  path: '/projects/1',
  json: { q: label },
  scope: 's',
  label,
});

describe('outbox', () => {
  it('sends the writes in the order queued, each once, and empties itself', async () => {
    const { outbox, server, storage } = setup();
    outbox.enqueue(write('a'));
    outbox.enqueue(write('b'));
    outbox.enqueue(write('c'));
    await outbox.flush();
    expect(server.applied).toEqual(['a', 'b', 'c']);
    expect(outbox.entries()).toEqual([]);
    expect(storage.map.size).toBe(0);
  });

  it('keeps the writes while the server is unreachable and sends them by itself when it answers', async () => {
    const { outbox, server, fire, timers } = setup();
    server.online = false;
    outbox.enqueue(write('a'));
    outbox.enqueue(write('b'));
    await outbox.flush();
    expect(outbox.entries().map((e) => [e.label, e.state])).toEqual([
      ['a', 'pending'],
      ['b', 'pending'],
    ]);
    // Waits longer after each failed attempt.
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    expect(await fire()).toBe(1000);
    expect(timers.map((t) => t.ms)).toEqual([2000]);
    server.online = true;
    await fire();
    expect(server.applied).toEqual(['a', 'b']);
    expect(outbox.entries()).toEqual([]);
  });

  it('survives a reload: a new page sends what the closed one left, with the same keys, once', async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    const first = setup(storage, server);
    server.online = false;
    const queued = [first.outbox.enqueue(write('a')), first.outbox.enqueue(write('b'))];
    await first.outbox.flush();
    // The first attempt at 'a' may have reached the server before the answer was lost.
    server.online = true;
    await server.send(queued[0]!);

    const second = setup(storage, server);
    expect(second.outbox.entries().map((e) => e.key)).toEqual(queued.map((e) => e.key));
    await second.outbox.flush();
    expect(server.applied).toEqual(['a', 'b']);
    expect(storage.map.size).toBe(0);
  });

  it('a refused write is marked with the reason, the next ones go on, and it stays until dismissed', async () => {
    const { outbox, server } = setup();
    server.refuse.add('b');
    outbox.enqueue(write('a'));
    outbox.enqueue(write('b'));
    outbox.enqueue(write('c'));
    await outbox.flush();
    expect(server.applied).toEqual(['a', 'c']);
    const [refused] = outbox.entries();
    expect(refused).toMatchObject({
      label: 'b',
      state: 'refused',
      error: 'Ubicazione non accessibile',
      errorId: 'already_closed',
    });
    // Not sent again.
    const sends = server.sends;
    await outbox.flush();
    expect(server.sends).toBe(sends);
    outbox.dismiss(refused!.key);
    expect(outbox.entries()).toEqual([]);
  });

  it('a refused write moved elsewhere goes under a new key in its place, and stays kept until stored', async () => {
    const { outbox, server, storage } = setup();
    server.closed.add('/projects/1');
    const first = outbox.enqueue({ ...write('a'), meta: { pickId: 1 } });
    await outbox.flush();
    expect(outbox.entries()[0]).toMatchObject({ state: 'refused', error: '/projects/1 già chiuso' });

    // Moved into a container closed meanwhile too: kept, with the new reason.
    server.closed.add('/projects/2');
    const second = outbox.move(first.key, { path: '/projects/2', meta: { pickId: 2 }, target: 'P2' });
    expect(second).not.toBe(first.key);
    expect(outbox.entries()).toMatchObject([
      { key: second, state: 'pending', movedTo: 'P2', path: '/projects/2' },
    ]);
    await outbox.flush();
    expect(outbox.entries()).toMatchObject([
      { key: second, state: 'refused', error: '/projects/2 già chiuso', meta: { pickId: 2 }, label: 'a' },
    ]);

    // Moved again while the server is out of reach: waits on the device, then goes once.
    server.online = false;
    const third = outbox.move(second!, { path: '/projects/3', target: 'P3' })!;
    await outbox.flush();
    expect(outbox.entries()).toMatchObject([{ key: third, state: 'pending' }]);
    expect(storage.map.size).toBe(1);
    server.online = true;
    await outbox.flush();
    await outbox.flush();
    expect(server.applied).toEqual(['a@/projects/3']);
    expect(outbox.entries()).toEqual([]);
    expect(storage.map.size).toBe(0);
    // Only a refused entry moves.
    expect(outbox.move(third, { path: '/projects/4', target: 'P4' })).toBeNull();
  });

  it("sends only the logged-in user's writes", async () => {
    const { outbox, server, user } = setup();
    server.online = false;
    outbox.enqueue(write('mine'));
    await outbox.flush();
    user.id = 8;
    server.online = true;
    outbox.enqueue(write('theirs'));
    await outbox.flush();
    expect(server.applied).toEqual(['theirs']);
    user.id = 7;
    await outbox.flush();
    expect(server.applied).toEqual(['theirs', 'mine']);
  });

  it('tells listeners what the server answered before the write stops counting as pending', async () => {
    const { outbox } = setup();
    const seen: [string, unknown, number][] = [];
    outbox.onSent((entry, answer) => seen.push([entry.label, answer, outbox.entries().length]));
    outbox.enqueue(write('a'));
    await outbox.flush();
    expect(seen).toEqual([['a', { ok: 'a' }, 1]]);
  });
});

describe('outbox batches', () => {
  it('sends consecutive batchable entries together, each keeping its key, and marks a refused one', async () => {
    const server = fakeServer();
    const storage = memoryStorage();
    const batches: string[][] = [];
    let n = 0;
    const outbox = createOutbox({
      storage,
      send: (e) => server.send(e),
      sendBatch: async (group) => {
        batches.push(group.map((e) => e.label));
        if (!server.online) throw new Offline('rete');
        return Promise.all(
          group.map(async (e) =>
            server.send(e).then(
              (answer) => ({ ok: true as const, answer }),
              (error: Error) => ({ ok: false as const, message: error.message }),
            ),
          ),
        );
      },
      classify: () => ({ retry: true }),
      currentUserId: () => 1,
      newKey: () => `k${++n}`,
      setTimer: () => null,
      clearTimer: () => undefined,
    });
    server.online = false;
    const counted = (label: string) => ({ ...write(label), batch: true });
    for (const label of ['a', 'b', 'c']) outbox.enqueue(counted(label));
    outbox.enqueue(write('single'));
    outbox.enqueue(counted('d'));
    await outbox.flush();
    server.refuse.add('c');
    server.online = true;
    await outbox.flush();
    expect(batches.slice(-2)).toEqual([['a', 'b', 'c'], ['d']]);
    expect(server.applied).toEqual(['a', 'b', 'single', 'd']);
    expect(outbox.entries().map((e) => [e.label, e.state])).toEqual([['c', 'refused']]);
  });
});
