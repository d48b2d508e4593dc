/**
 * Two operators on one server, each with their own fake reader, sharing one browser (each opens
 * their own context): the fixture of the live-update tests.
 */
import type { Browser } from 'playwright-core';
import { PASSWORD } from './app';
import { launchBrowser } from './browser';
import { startFakeReader, type FakeReader } from './fake-reader';
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
