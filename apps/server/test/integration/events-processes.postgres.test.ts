import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from './support/harness';
import { login, sharedDatabase, type ServerProcess, type SharedDatabase } from './support/processes';
import { openStream } from './support/sse';
import { createUser } from '../../src/users';

/**
 * Several stateless server processes on one PostgreSQL, with the same SECRET: a session opened on
 * one is good on the other, and a write on either reaches the event streams of both.
 */
describe.each(dialects.filter((d) => d === 'postgres'))('two server processes on %s', (dialect) => {
  let shared: SharedDatabase;
  let first: ServerProcess;
  let second: ServerProcess;
  let token: string;

  beforeAll(async () => {
    shared = await sharedDatabase(dialect);
    [first, second] = await Promise.all([shared.start(), shared.start()]);
    token = await login(first.url, shared.email, shared.password);
  }, 120_000);
  afterAll(async () => {
    await shared?.close();
  });

  const post = async (base: string, model: string, values: object) => {
    const res = await fetch(`${base}/api/v2/${model}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ [model]: values }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as { id: number };
  };

  it('signs in on one, writes on the other, and the event reaches the first', async () => {
    const project = await post(second.url, 'projects', { name: 'Lista condivisa' });
    const item = await post(second.url, 'items', { code: 'ART-2P' });
    const onFirst = await openStream(first.url, token, `projects=${project.id}`);
    const onSecond = await openStream(second.url, token, `projects=${project.id}`);
    try {
      expect([onFirst.status, onSecond.status]).toEqual([200, 200]);
      await onFirst.waitFor((e) => e.some((x) => x.event === 'ready'), 'the first stream');
      await onSecond.waitFor((e) => e.some((x) => x.event === 'ready'), 'the second stream');

      const written = await post(second.url, 'project_rows', {
        project_id: project.id,
        item_id: item.id,
        quantity: 1,
      });
      await onFirst.waitFor((e) => e.some((x) => x.event === 'change'), 'the change on the first process');
      expect(onFirst.changes()).toEqual([
        expect.objectContaining({
          model: 'project_rows',
          id: written.id,
          kind: 'create',
          project_id: project.id,
        }),
      ]);

      const back = await post(first.url, 'project_rows', {
        project_id: project.id,
        item_id: item.id,
        quantity: 2,
      });
      await onSecond.waitFor(
        (e) => e.filter((x) => x.event === 'change').length >= 2,
        'both changes on the second',
      );
      expect(onSecond.changes().map((c) => c.id)).toEqual([written.id, back.id]);
    } finally {
      onFirst.close();
      onSecond.close();
    }
  }, 60_000);

  it('resumes on one process from the Last-Event-ID the other gave', async () => {
    const project = await post(first.url, 'projects', { name: 'Lista ripresa' });
    const item = await post(first.url, 'items', { code: 'ART-2P-R' });
    const onFirst = await openStream(first.url, token, `projects=${project.id}`);
    await onFirst.waitFor((e) => e.some((x) => x.event === 'ready'), 'the stream');
    const resumeFrom = onFirst.lastEventId();
    onFirst.close();
    const missed = await post(first.url, 'project_rows', {
      project_id: project.id,
      item_id: item.id,
      quantity: 1,
    });
    const onSecond = await openStream(second.url, token, `projects=${project.id}`, resumeFrom);
    try {
      await onSecond.waitFor((e) => e.some((x) => x.event === 'change'), 'the missed change');
      expect(onSecond.changes().map((c) => c.id)).toEqual([missed.id]);
    } finally {
      onSecond.close();
    }
  }, 60_000);

  it("a user's sessions ended on one process close their streams on the other within seconds (issue 46, point 7)", async () => {
    const operator = await createUser(shared.handle, {
      email: 'revocato@test.it',
      password: shared.password,
      roles: ['operatore'],
    });
    const project = await post(first.url, 'projects', { name: 'Lista revocata' });
    const theirs = await login(second.url, 'revocato@test.it', shared.password);
    const onSecond = await openStream(second.url, theirs, `projects=${project.id}`);
    const bystander = await openStream(second.url, token, `projects=${project.id}`);
    try {
      await onSecond.waitFor((e) => e.some((x) => x.event === 'ready'), 'the operator stream');
      await bystander.waitFor((e) => e.some((x) => x.event === 'ready'), "the admin's stream");
      const ended = await fetch(`${first.url}/api/v2/users/${operator.id}?do=end_sessions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(ended.status, await ended.clone().text()).toBe(200);
      await onSecond.waitFor(
        (e) => e.some((x) => x.event === 'closed' && JSON.parse(x.data).reason === 'session_ended'),
        'the operator stream closed on the other process',
        5_000,
      );
      // Nothing of the project reaches it any more; the admin's stream on the same process stays.
      await post(first.url, 'packages', { project_id: project.id });
      await bystander.waitFor((e) => e.some((x) => x.event === 'change'), "the change on the admin's stream");
      expect(onSecond.changes()).toEqual([]);
    } finally {
      onSecond.close();
      bystander.close();
    }
  }, 60_000);
});
