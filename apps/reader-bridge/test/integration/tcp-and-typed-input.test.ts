import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenPort, startBridge, type BridgeProcess } from './support/bridge-process';
import { connectDevice, startFakeReader } from './support/fake-reader';
import { ReadingClient } from './support/reading-client';

// One bridge for the whole file: typed input, a TCP reader it connects to, and one that connects in.
// Window 0, so every line is its own reading and the order of readings is easy to see.
describe('reader bridge with typed and TCP input', () => {
  let reader: Awaited<ReturnType<typeof startFakeReader>>;
  let bridge: BridgeProcess;
  let client: ReadingClient;

  beforeAll(async () => {
    reader = await startFakeReader();
    bridge = await startBridge([
      '--port',
      '0',
      '--window',
      '0',
      '--tcp',
      `127.0.0.1:${reader.port}`,
      '--listen-tcp',
      '0',
    ]);
    await reader.waitForConnections(1);
    client = await ReadingClient.connect(bridge.url);
  });

  afterAll(async () => {
    await client?.close();
    await bridge?.stop();
    await reader?.close();
  });

  it('sends typed readings to the client in order', async () => {
    const from = client.frames.length;
    bridge.child.stdin.write('T-1\nT-2\nBarcode (8001234567890) [EAN13]\n   T-3   \n');
    expect(await client.take(4, from)).toEqual(['T-1', 'T-2', 'Barcode (8001234567890) [EAN13]', 'T-3']);
  });

  it('sends readings of a TCP reader in order, AIM identifiers naming the symbology', async () => {
    const from = client.frames.length;
    reader.send(
      ']E04006381333931\r\nE2801160600002054C5A1B2C|E2801160600002054C5A1B2D\r\n]Q1https://example.com/p/1\r\n',
    );
    expect(await client.take(3, from)).toEqual([
      'Barcode (4006381333931) [EAN13]',
      'E2801160600002054C5A1B2C|E2801160600002054C5A1B2D',
      'Barcode (https://example.com/p/1) [QRCODE]',
    ]);
  });

  it('reads a reader that connects in, and drops a line cut off by its disconnection', async () => {
    const port = await listenPort(bridge);
    const from = client.frames.length;
    const device = connectDevice(port);
    device.end('IN-1\nIN-2\nIN-HALF-A-LI');
    await bridge.waitForLog(/listen 127\.0\.0\.1:0 reader .*: dropped an incomplete line/);
    expect(client.frames.slice(from)).toEqual(['IN-1', 'IN-2']);
  });

  it('reconnects to a TCP reader that dropped', async () => {
    const before = reader.accepted();
    reader.disconnect('CUT-OFF-LI');
    await bridge.waitForLog(/tcp 127\.0\.0\.1:\d+: the reader disconnected; trying again/);
    await reader.waitForConnections(before + 1);
    const from = client.frames.length;
    reader.send('AFTER-RECONNECT\n');
    expect(await client.take(1, from)).toEqual(['AFTER-RECONNECT']);
    expect(client.frames.join('\n')).not.toContain('CUT-OFF-LI');
  });

  it('drops binary garbage, invalid UTF-8 and over-long lines, and keeps going', async () => {
    const from = client.frames.length;
    reader.send(
      Buffer.concat([
        Buffer.from([0x00, 0x01, 0xff, 0xfe, 0x0a]), // not UTF-8
        Buffer.from('AB\x1b[2J\x07CD\n'), // terminal escapes, a bell
        Buffer.from('X'.repeat(100_000) + '\n'), // far over the 4096-byte cap
        Buffer.from('AFTER-GARBAGE\n'),
      ]),
    );
    await client.next((frame) => frame === 'AFTER-GARBAGE', 'the reading after the garbage', from);
    expect(client.frames.slice(from)).toEqual(['AFTER-GARBAGE']);
    expect(bridge.logs()).toMatch(/not valid UTF-8/);
    expect(bridge.logs()).toMatch(/control characters/);
    expect(bridge.logs()).toMatch(/longer than 4096 bytes/);
    expect(bridge.running()).toBe(true);
  });

  it('keeps serving while clients come and go', async () => {
    const visitor = await ReadingClient.connect(bridge.url);
    const from = client.frames.length;
    reader.send('WHILE-TWO-CLIENTS\n');
    await visitor.next((frame) => frame === 'WHILE-TWO-CLIENTS', 'the reading on the second client');
    await visitor.close();
    const late = await ReadingClient.connect(bridge.url);
    reader.send('AFTER-A-CLIENT-LEFT\n');
    await late.next((frame) => frame === 'AFTER-A-CLIENT-LEFT', 'the reading on a new client');
    await late.close();
    expect(await client.take(2, from)).toEqual(['WHILE-TWO-CLIENTS', 'AFTER-A-CLIENT-LEFT']);
  });

  it('is not reachable on a non-loopback address of the machine', async () => {
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
    if (!outside) {
      // No other interface to try: the bound address itself must be loopback.
      expect(bridge.url).toMatch(/^ws:\/\/127\.0\.0\.1:/);
      return;
    }
    const outcome = await new Promise<string>((resolve) => {
      const socket = connect(bridge.port, outside);
      socket.once('connect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    expect(outcome).toBe('ECONNREFUSED');
  });

  it('keeps running when standard input ends', async () => {
    bridge.child.stdin.end();
    await bridge.waitForLog(/standard input ended; the bridge keeps serving/);
    const from = client.frames.length;
    reader.send('AFTER-STDIN-END\n');
    expect(await client.take(1, from)).toEqual(['AFTER-STDIN-END']);
    expect(bridge.running()).toBe(true);
  });
});
