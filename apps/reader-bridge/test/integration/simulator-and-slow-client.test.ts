import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedTagSerial } from '../../src/sources/simulated-codes';
import { connectDevice } from './support/fake-reader';
import { listenPort, startBridge, type BridgeProcess } from './support/bridge-process';
import { ReadingClient } from './support/reading-client';
import { waitUntil } from './support/wait';

const MAX_CLIENT_BUFFER = 256 * 1024;

/** A WebSocket client that completes the handshake and then never reads again. */
async function connectClientThatNeverReads(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  socket.write(
    'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('data', (data) =>
      String(data).startsWith('HTTP/1.1 101') ? resolve() : reject(new Error(String(data))),
    );
  });
  socket.pause();
  return socket;
}

describe('reader bridge simulator, flood and slow clients', () => {
  let bridge: BridgeProcess;
  let client: ReadingClient;

  beforeAll(async () => {
    bridge = await startBridge(
      ['--port', '0', '--no-stdin', '--window', '0', '--simulate', 'tags', '--rate', '40'].concat([
        '--listen-tcp',
        '0',
        '--max-client-buffer',
        String(MAX_CLIENT_BUFFER),
      ]),
    );
    client = await ReadingClient.connect(bridge.url);
  });

  afterAll(async () => {
    await client?.close();
    await bridge?.stop();
  });

  it('simulates EPC tags, in order and without gaps', async () => {
    const from = client.frames.length;
    const serials = () =>
      client.frames.slice(from).flatMap((frame) =>
        frame
          .split('|')
          .map(simulatedTagSerial)
          .filter((s) => s !== undefined),
      );
    await waitUntil(() => serials().length >= 15, '15 simulated tags');
    for (const frame of client.frames.slice(from)) {
      if (simulatedTagSerial(frame) !== undefined) expect(frame).toMatch(/^[0-9A-F]{24}$/);
    }
    const list = serials();
    expect(list.slice(1).every((serial, i) => serial === list[i]! + 1)).toBe(true);
  });

  it('cuts off a client that never reads, while another client gets a whole flood of input', async () => {
    const slow = await connectClientThatNeverReads(bridge.port);
    const device = connectDevice(await listenPort(bridge));
    const from = client.frames.length;
    const flood = () => client.frames.slice(from).filter((frame) => frame.startsWith('FLOOD-'));
    // Batches of 128 KB, each sent once the reading client has had the previous one: the bridge
    // meanwhile piles up everything for the client that never reads, until it gives up on it.
    const line = (n: number) => `FLOOD-${String(n).padStart(8, '0')}-${'x'.repeat(4000)}\n`;
    let sent = 0;
    const slowCutOff = () => /is not reading \(\d+ KiB waiting\): disconnecting it/.test(bridge.logs());
    while (!slowCutOff()) {
      if (sent >= (64 * 1024 * 1024) / 4000) throw new Error('the slow client was never cut off');
      let batch = '';
      for (let i = 0; i < 32; i++) batch += line(sent++);
      device.write(batch);
      await waitUntil(() => flood().length === sent, `the reading client to get ${sent} flood readings`);
    }
    device.end('FLOOD-END\n');
    await client.next((frame) => frame === 'FLOOD-END', 'the end of the flood', from);
    expect(flood()).toHaveLength(sent + 1);
    expect(
      flood()
        .slice(0, sent)
        .every((frame, i) => frame === line(i).trimEnd()),
    ).toBe(true);

    // The bridge closed the slow client's connection, and is still serving.
    slow.resume();
    await new Promise((resolve) => (slow.closed ? resolve(null) : slow.once('close', resolve)));
    expect(bridge.running()).toBe(true);
  });
});
