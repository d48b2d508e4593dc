import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REMOTE_EXPIRY_MS } from '../../src/live/presence';
import { createUser } from '../../src/users';
import { create, createHarness, dialects, type Harness } from './support/harness';
import { login, sharedDatabase, type ServerProcess, type SharedDatabase } from './support/processes';
import { openStream, type OpenStream, type StreamEvent } from './support/sse';

/** The last presence event a stream received, parsed. */
function presenceOf(events: StreamEvent[]) {
  const last = events.filter((e) => e.event === 'presence').at(-1);
  return last
    ? (JSON.parse(last.data) as { projects: Record<string, unknown>; documents: Record<string, unknown> })
    : undefined;
}
const names = (view: ReturnType<typeof presenceOf>, place: 'projects' | 'documents', id: number) =>
  ((view?.[place][id] ?? []) as { name: string }[]).map((u) => u.name);

describe.each(dialects)('presence on the event streams on %s', (dialect) => {
  let h: Harness;
  let url: string;
  const streams: OpenStream[] = [];

  beforeAll(async () => {
    h = await createHarness(dialect);
    url = await h.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(async () => {
    await h?.close();
  });

  async function stream(query: string, token: string) {
    const opened = await openStream(url, token, query);
    streams.push(opened);
    expect(opened.status).toBe(200);
    await opened.waitFor((e) => e.some((x) => x.event === 'presence'), 'the first presence');
    return opened;
  }

  it('names the other operator with the same list open, and forgets them when they leave', async () => {
    const list = (await create(h, 'projects', { name: 'Lista presenza' })).id as number;
    const other = (await create(h, 'projects', { name: 'Altra lista' })).id as number;
    const mine = await stream(`projects=${list}`, h.tokens.operator);
    expect(presenceOf(mine.events)).toEqual({ projects: {}, documents: {} });

    const theirs = await stream(`projects=${list},${other}`, h.tokens.supervisor);
    await mine.waitFor((e) => names(presenceOf(e), 'projects', list).length === 1, 'the supervisor');
    expect(presenceOf(mine.events)).toEqual({
      projects: { [list]: [{ id: h.users.supervisor, name: 'super' }] },
      documents: {},
    });
    // Only what the stream has open: the other list is not reported to the operator.
    expect(presenceOf(theirs.events)?.projects).toEqual({
      [list]: [{ id: h.users.operator, name: 'op' }],
    });

    theirs.close();
    await mine.waitFor((e) => names(presenceOf(e), 'projects', list).length === 0, 'the supervisor gone');
  });

  it("does not count the operator's own other tabs, and reports documents apart", async () => {
    const project = (await create(h, 'projects', { name: 'Inventario presenza' })).id as number;
    const document = (await create(h, 'documents', { name: 'DOC-PRES', project_id: project })).id as number;
    const first = await stream(`documents=${document}`, h.tokens.operator);
    const second = await stream(`projects=${project}&documents=${document}`, h.tokens.operator);
    const admin = await stream(`documents=${document}`, h.tokens.admin);
    await first.waitFor((e) => names(presenceOf(e), 'documents', document).length === 1, 'the admin');
    expect(names(presenceOf(first.events), 'documents', document)).toEqual(['admin']);
    await second.waitFor((e) => names(presenceOf(e), 'documents', document).length === 1, 'the admin');
    expect(names(presenceOf(second.events), 'documents', document)).toEqual(['admin']);
    expect(presenceOf(second.events)?.projects).toEqual({});
    expect(names(presenceOf(admin.events), 'documents', document)).toEqual(['op']);
  });
});

/** Presence crosses processes on PostgreSQL through the change channel. */
describe.each(dialects.filter((d) => d === 'postgres'))('presence across two processes on %s', (dialect) => {
  let shared: SharedDatabase;
  let first: ServerProcess;
  let second: ServerProcess;
  let anna: string;
  let bruno: string;

  beforeAll(async () => {
    shared = await sharedDatabase(dialect);
    await createUser(shared.handle, {
      email: 'anna@test.it',
      password: shared.password,
      name: 'Anna',
      admin: true,
    });
    await createUser(shared.handle, {
      email: 'bruno@test.it',
      password: shared.password,
      name: 'Bruno',
      admin: true,
    });
    [first, second] = await Promise.all([shared.start(), shared.start()]);
    anna = await login(first.url, 'anna@test.it', shared.password);
    bruno = await login(second.url, 'bruno@test.it', shared.password);
  }, 120_000);
  afterAll(async () => {
    await shared?.close();
  });

  it('shows an operator on one process to an operator on the other, and their leaving', async () => {
    const res = await fetch(`${first.url}/api/v2/projects`, {
      method: 'POST',
      headers: { authorization: `Bearer ${anna}`, 'content-type': 'application/json' },
      body: JSON.stringify({ projects: { name: 'Lista due processi' } }),
    });
    const { id: list } = (await res.json()) as { id: number };
    const onFirst = await openStream(first.url, anna, `projects=${list}`);
    const onSecond = await openStream(second.url, bruno, `projects=${list}`);
    try {
      await onFirst.waitFor(
        (e) => names(presenceOf(e), 'projects', list)[0] === 'Bruno',
        'Bruno on the first',
      );
      await onSecond.waitFor(
        (e) => names(presenceOf(e), 'projects', list)[0] === 'Anna',
        'Anna on the second',
      );
      onSecond.close();
      await onFirst.waitFor((e) => names(presenceOf(e), 'projects', list).length === 0, 'Bruno gone');
    } finally {
      onFirst.close();
      onSecond.close();
    }
  }, 60_000);

  it('forgets the users of a process that is killed, as it forgets a silent one', async () => {
    const res = await fetch(`${second.url}/api/v2/projects`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bruno}`, 'content-type': 'application/json' },
      body: JSON.stringify({ projects: { name: 'Lista processo ucciso' } }),
    });
    const { id: list } = (await res.json()) as { id: number };
    const doomed = await shared.start();
    const carla = await login(doomed.url, 'anna@test.it', shared.password);
    const onDoomed = await openStream(doomed.url, carla, `projects=${list}`);
    const onSecond = await openStream(second.url, bruno, `projects=${list}`);
    try {
      await onSecond.waitFor(
        (e) => names(presenceOf(e), 'projects', list)[0] === 'Anna',
        'Anna on the second',
      );
      // No goodbye: the process dies with its stream open.
      doomed.child.kill('SIGKILL');
      await doomed.exited;
      await onSecond.waitFor(
        (e) => names(presenceOf(e), 'projects', list).length === 0,
        'Anna gone with her process',
        REMOTE_EXPIRY_MS + 5_000,
      );
    } finally {
      onDoomed.close();
      onSecond.close();
    }
  }, 60_000);
});
