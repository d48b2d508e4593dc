/**
 * Two operators, each with their own fake reader, sharing one browser (each opens their own
 * context): the fixture of the live-update and two-operator tests. It runs on one of two setups:
 * one server on SQLite, or (issue 31's Tests: with TEST_DATABASE_URL) two server processes on one
 * PostgreSQL schema, Anna's screens on the first and Bruno's on the second, so what one does reaches
 * the other only through the database, as with several servers behind a load balancer.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { createUser, setSetting } from '../../../server/src/users';
import { PASSWORD } from './app';
import { launchBrowser } from './browser';
import { startFakeReader, type FakeReader } from './fake-reader';
import { openScreen, type Screen } from './picking-store';
import { startTestServer, type TestServer } from './server';
import { sharedDatabase } from './server-process';

/**
 * What an open dialog says when its figure changed meanwhile and the operator confirms on it: who
 * changed it and when (issue 41), and the figure now.
 */
export const changedMeanwhile = (name: string, now: string) =>
  new RegExp(
    `^Nel frattempo ${name} ha cambiato la quantità già inserita alle \\d\\d:\\d\\d: ora ${now}\\. Verificare la quantità e confermare di nuovo\\.$`,
  );

/** Where the operators' screens are served from. */
export type TwoOperatorSetup = 'sqlite' | 'postgres, two processes';

/**
 * The setups every two-operator scenario runs on: SQLite always, PostgreSQL behind two server
 * processes when TEST_DATABASE_URL is set (`describe.each(twoOperatorSetups)`).
 */
export const twoOperatorSetups: readonly TwoOperatorSetup[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres, two processes']
  : ['sqlite'];

export interface TwoOperators {
  /** The server seeds write through (its `db`): Anna's. Closing it stops every server. */
  server: TestServer;
  /** Anna's server (0) and Bruno's (1): the same one on SQLite, two processes on PostgreSQL. */
  servers: [TestServer, TestServer];
  browser: Browser;
  readers: [FakeReader, FakeReader];
  /** Anna's and Bruno's access tokens (both administrators). */
  anna: string;
  bruno: string;
}

/** Two server processes on one fresh PostgreSQL schema, seen as test servers sharing its `db`. */
async function twoProcesses(): Promise<[TestServer, TestServer]> {
  const shared = await sharedDatabase('postgres');
  const first = await shared.start();
  const second = await shared.start();
  const { handle } = shared;
  const served = (url: string, close: () => Promise<void>): TestServer => ({
    url,
    db: handle.db,
    createUser: (user) => createUser(handle, user),
    setSetting: (key, value) => setSetting(handle.db, key, value),
    close,
  });
  return [served(first.url, () => shared.close()), served(second.url, async () => undefined)];
}

/**
 * Server processes for a shift that must survive a crash: on SQLite one process serving both
 * operators, on PostgreSQL two (Anna's and Bruno's). `crash(who)` kills that operator's process with
 * SIGKILL (no shutdown, in the middle of whatever it was doing) and starts it again on the same port
 * and database, as a supervisor restarting a crashed server does; the screens find it where it was.
 */
export interface CrashableServers {
  servers: [TestServer, TestServer];
  crash(who: 0 | 1): Promise<void>;
}

export async function crashableServers(setup: TwoOperatorSetup): Promise<CrashableServers> {
  const shared = await sharedDatabase(setup === 'sqlite' ? 'sqlite' : 'postgres');
  const first = await shared.start();
  const procs = [first, setup === 'sqlite' ? first : await shared.start()];
  const { handle } = shared;
  const served = (url: string, close: () => Promise<void>): TestServer => ({
    url,
    db: handle.db,
    createUser: (user) => createUser(handle, user),
    setSetting: (key, value) => setSetting(handle.db, key, value),
    close,
  });
  return {
    servers: [served(procs[0]!.url, () => shared.close()), served(procs[1]!.url, async () => undefined)],
    async crash(who) {
      const proc = procs[who]!;
      proc.child.kill('SIGKILL');
      await proc.exited;
      const again = await shared.start({ port: Number(new URL(proc.url).port) });
      procs.forEach((p, i) => {
        if (p === proc) procs[i] = again;
      });
    },
  };
}

/** Starts them; `seed` fills the database first (the demo data needs it without other records). */
export async function startTwoOperators<T>(
  seed: (server: TestServer) => Promise<T>,
  setup: TwoOperatorSetup = 'sqlite',
): Promise<TwoOperators & { data: T }> {
  const [servers, browser, a, b] = await Promise.all([
    setup === 'sqlite' ? startTestServer().then((s): [TestServer, TestServer] => [s, s]) : twoProcesses(),
    launchBrowser(),
    startFakeReader(),
    startFakeReader(),
  ]);
  const server = servers[0];
  const data = await seed(server);
  const user = async (email: string, name: string) =>
    (await server.createUser({ email, name, password: PASSWORD, admin: true })).atoken;
  return {
    server,
    servers,
    browser,
    readers: [a, b],
    anna: await user('anna@example.com', 'Anna'),
    bruno: await user('bruno@example.com', 'Bruno'),
    data,
  };
}

/** Stops what `startTwoOperators` started (whatever of it did start). */
export async function stopTwoOperators({ server, browser, readers }: Partial<TwoOperators>): Promise<void> {
  await browser?.close();
  await Promise.all(readers?.map((r) => r.stop()) ?? []);
  await server?.close();
}

export interface TwoOperatorsSuite<T> extends TwoOperators {
  data: T;
  /** Opens `path` for Anna (0) or Bruno (1) on their server with their own reader; closed after the suite. */
  open(who: 0 | 1, path: string): Promise<Screen>;
}

/**
 * Two operators for the `describe` block that calls it, on `setup`: started before its tests,
 * stopped after them with every screen `open` opened. The returned object is filled in by `beforeAll`.
 */
export function twoOperatorsForSuite<T>(
  seed: (server: TestServer) => Promise<T>,
  setup: TwoOperatorSetup = 'sqlite',
): TwoOperatorsSuite<T> {
  const screens: Screen[] = [];
  const suite = {
    async open(who: 0 | 1, path: string) {
      const { browser, servers, readers, anna, bruno } = suite;
      const screen = await openScreen(browser, servers[who], readers[who], who === 0 ? anna : bruno, path);
      screens.push(screen);
      return screen;
    },
  } as TwoOperatorsSuite<T>;
  beforeAll(async () => {
    Object.assign(suite, await startTwoOperators(seed, setup));
  }, 120_000);
  afterAll(async () => {
    for (const screen of screens) await screen.context.close().catch(() => undefined);
    await stopTwoOperators(suite);
  });
  return suite;
}
