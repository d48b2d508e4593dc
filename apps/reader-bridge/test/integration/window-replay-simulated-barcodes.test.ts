import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCheckDigit } from '../../src/sources/simulated-codes';
import { connectDevice } from './support/fake-reader';
import { listenPort, startBridge, type BridgeProcess } from './support/bridge-process';
import { ReadingClient } from './support/reading-client';
import { waitUntil } from './support/wait';

const SESSION = [
  '# a recorded session: two tags read at once (one of them twice), then a barcode',
  '+0\tR-1',
  '+0\tR-2',
  '+0\tR-1',
  '+300\tBarcode (4006381333931) [EAN13]',
  '',
].join('\n');

// The replay keeps running beside the other checks: each check looks only at its own tags.
const tagsOf = (frame: string, prefix: string) => frame.split('|').filter((tag) => tag.startsWith(prefix));

// The default 50 ms read window, a looping replay, simulated barcodes and a reader connecting in.
describe('reader bridge read window, replay and simulated barcodes', () => {
  let dir: string;
  let bridge: BridgeProcess;
  let client: ReadingClient;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'reader-bridge-'));
    const session = join(dir, 'session.txt');
    writeFileSync(session, SESSION);
    // Simulated barcodes never join tags and a window's tags arrive in one go, so they do not mix.
    bridge = await startBridge(
      ['--port', '0', '--no-stdin', '--listen-tcp', '0', '--replay', session, '--loop'].concat([
        '--simulate',
        'barcodes',
        '--rate',
        '20',
      ]),
    );
    client = await ReadingClient.connect(bridge.url);
  });

  afterAll(async () => {
    await client?.close();
    await bridge?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('joins tags read within one window into one reading, each tag once', async () => {
    const device = connectDevice(await listenPort(bridge));
    device.write('W-1\nW-2\nW-1\nW-3\n');
    const joined = await client.next((frame) => tagsOf(frame, 'W-').length > 0, 'the window with W-1');
    expect(tagsOf(joined, 'W-').sort()).toEqual(['W-1', 'W-2', 'W-3']);

    // A later read of the same tag is a new reading.
    const from = client.frames.indexOf(joined) + 1;
    device.end('W-1\n');
    const again = await client.next((frame) => tagsOf(frame, 'W-').length > 0, 'W-1 read again', from);
    expect(tagsOf(again, 'W-')).toEqual(['W-1']);
  });

  it('replays a recorded session with its timing', async () => {
    const together = await client.next((frame) => tagsOf(frame, 'R-').length > 0, 'the replayed tags');
    expect(tagsOf(together, 'R-').sort()).toEqual(['R-1', 'R-2']);
    const from = client.frames.indexOf(together) + 1;
    await client.next((frame) => frame === 'Barcode (4006381333931) [EAN13]', 'the replayed barcode', from);
  });

  it('simulates barcodes in the app format, with valid check digits', async () => {
    const simulated =
      /^Barcode \((\d{13}|\d{8}|PAL\d{7}|https:\/\/warehouse\.example\/item\/\d{6})\) \[(EAN13|EAN8|CODE128|QRCODE)\]$/;
    const from = client.frames.length;
    const barcodes = () =>
      client.frames
        .slice(from)
        .filter((frame) => frame.startsWith('Barcode') && !frame.includes('4006381333931'));
    await waitUntil(() => barcodes().length >= 12, '12 simulated barcodes');
    for (const frame of barcodes()) {
      const [, code, symbology] = simulated.exec(frame) ?? [];
      expect(code, frame).toBeDefined();
      if (symbology?.startsWith('EAN')) expect(withCheckDigit(code!.slice(0, -1))).toBe(code);
    }
    expect(new Set(barcodes().map((frame) => simulated.exec(frame)?.[2])).size).toBeGreaterThan(1);
  });
});
