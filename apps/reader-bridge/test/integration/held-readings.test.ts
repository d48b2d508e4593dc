import { afterEach, describe, expect, it } from 'vitest';
import { startBridge, type BridgeProcess } from './support/bridge-process';
import { ReadingClient } from './support/reading-client';

/** Issue 12: a reading that arrives while the app reconnects (a page reload) is not lost. */
describe('reader bridge with no app connected', () => {
  let bridge: BridgeProcess | undefined;
  const clients: ReadingClient[] = [];

  afterEach(async () => {
    for (const client of clients.splice(0)) await client.close();
    await bridge?.stop();
    bridge = undefined;
  });

  const connect = async (url: string) => {
    const client = await ReadingClient.connect(url);
    clients.push(client);
    return client;
  };

  it('keeps readings for the next app that connects, and hands them only once', async () => {
    bridge = await startBridge(['--port', '0', '--window', '0', '--hold', '30000', '--verbose']);
    // The app was connected, then its page reloads: the socket closes.
    const before = await connect(bridge.url);
    await before.close();
    await bridge.waitForLog(/disconnected \(0 connected\)/);

    bridge.child.stdin.write('HELD-1\nBarcode (8001234567890) [EAN13]\n');
    await bridge.waitForLog(/no app connected: keeping readings for 30000 ms/);
    await bridge.waitForLog(/reading \(0 clients\): Barcode/);

    const reloaded = await connect(bridge.url);
    expect(await reloaded.take(2, 0)).toEqual(['HELD-1', 'Barcode (8001234567890) [EAN13]']);
    await bridge.waitForLog(/handed 2 readings kept while no app was connected/);

    // A second app (another tab) gets only what arrives from now on, as does the first.
    const other = await connect(bridge.url);
    bridge.child.stdin.write('LIVE-1\n');
    expect(await other.take(1, 0)).toEqual(['LIVE-1']);
    expect(await reloaded.take(1, 2)).toEqual(['LIVE-1']);
  });

  it('drops readings kept longer than --hold', async () => {
    bridge = await startBridge(['--port', '0', '--window', '0', '--hold', '300']);
    bridge.child.stdin.write('TOO-OLD\n');
    await bridge.waitForLog(/no app connected: keeping readings for 300 ms/);
    await new Promise((resolve) => setTimeout(resolve, 600));

    const late = await connect(bridge.url);
    await bridge.waitForLog(/dropped 1 held readings older than 300 ms/);
    bridge.child.stdin.write('FRESH\n');
    expect(await late.take(1, 0)).toEqual(['FRESH']);
  });

  it('drops readings at once with --hold 0, as before', async () => {
    bridge = await startBridge(['--port', '0', '--window', '0', '--hold', '0', '--verbose']);
    bridge.child.stdin.write('NOBODY\n');
    await bridge.waitForLog(/reading \(0 clients\): NOBODY/);
    const client = await connect(bridge.url);
    bridge.child.stdin.write('SOMEBODY\n');
    expect(await client.take(1, 0)).toEqual(['SOMEBODY']);
  });
});
