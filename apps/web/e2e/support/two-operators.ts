/**
 * Two operators on one server, each with their own fake reader, sharing one browser (each opens
 * their own context): the fixture of the live-update tests.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { PASSWORD } from './app';
import { launchBrowser } from './browser';
import { startFakeReader, type FakeReader } from './fake-reader';
import { openScreen, type Screen } from './picking-store';
import { startTestServer, type TestServer } from './server';

export interface TwoOperators {
  server: TestServer;
  browser: Browser;
  readers: [FakeReader, FakeReader];
  /** Anna's and Bruno's access tokens (both administrators). */
  anna: string;
  bruno: string;
}

/** Starts them; `seed` fills the database first (the demo data needs it still empty). */
export async function startTwoOperators<T>(
  seed: (server: TestServer) => Promise<T>,
): Promise<TwoOperators & { data: T }> {
  const [server, browser, a, b] = await Promise.all([
    startTestServer(),
    launchBrowser(),
    startFakeReader(),
    startFakeReader(),
  ]);
  const data = await seed(server);
  const user = async (email: string, name: string) =>
    (await server.createUser({ email, name, password: PASSWORD, admin: true })).atoken;
  return {
    server,
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
  /** Opens `path` for Anna (0) or Bruno (1) with their own reader; closed after the suite. */
  open(who: 0 | 1, path: string): Promise<Screen>;
}

/**
 * Two operators for the `describe` block that calls it: started before its tests, stopped after
 * them with every screen `open` opened. The returned object is filled in by `beforeAll`.
 */
export function twoOperatorsForSuite<T>(seed: (server: TestServer) => Promise<T>): TwoOperatorsSuite<T> {
  const screens: Screen[] = [];
  const suite = {
    async open(who: 0 | 1, path: string) {
      const { browser, server, readers, anna, bruno } = suite;
      const screen = await openScreen(browser, server, readers[who], who === 0 ? anna : bruno, path);
      screens.push(screen);
      return screen;
    },
  } as TwoOperatorsSuite<T>;
  beforeAll(async () => {
    Object.assign(suite, await startTwoOperators(seed));
  });
  afterAll(async () => {
    for (const screen of screens) await screen.context.close().catch(() => undefined);
    await stopTwoOperators(suite);
  });
  return suite;
}
