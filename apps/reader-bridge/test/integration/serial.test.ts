import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBridge, type BridgeProcess } from './support/bridge-process';
import { ReadingClient } from './support/reading-client';
import { waitUntil } from './support/wait';

// A real serial device needs hardware; socat gives a pseudo-terminal that the serial library opens
// like a USB scanner cradle, and whatever the test writes to socat comes out of that "port".
// It is a test requirement like Chromium (README, .ci/run), so its absence fails rather than skips.
if (spawnSync('socat', ['-V']).status !== 0) {
  throw new Error('The serial source test needs socat: apt-get install socat');
}

interface FakeSerialDevice {
  child: ChildProcessWithoutNullStreams;
  write(text: string): void;
  unplug(): Promise<void>;
}

async function plugSerialDevice(link: string): Promise<FakeSerialDevice> {
  const child = spawn('socat', [`pty,raw,echo=0,link=${link}`, '-']);
  child.stdin.on('error', () => {});
  await waitUntil(() => existsSync(link), 'the pseudo-terminal');
  return {
    child,
    write: (text) => child.stdin.write(text),
    async unplug() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    },
  };
}

describe('reader bridge serial source (socat pseudo-terminal)', () => {
  let dir: string;
  let link: string;
  let device: FakeSerialDevice;
  let bridge: BridgeProcess;
  let client: ReadingClient;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'reader-bridge-serial-'));
    link = join(dir, 'ttyFAKE0');
    device = await plugSerialDevice(link);
    bridge = await startBridge([
      '--port',
      '0',
      '--no-stdin',
      '--window',
      '0',
      '--serial',
      link,
      '--baud',
      '9600',
    ]);
    await bridge.waitForLog(/serial .*: open at 9600 baud/);
    client = await ReadingClient.connect(bridge.url);
  });

  afterAll(async () => {
    await client?.close();
    await bridge?.stop();
    await device?.unplug();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('sends the readings of a serial scanner in order, AIM identifiers naming the symbology', async () => {
    const from = client.frames.length;
    device.write(']E04006381333931\r\n]C1010400638133393117250101\r\nE2801160600002054C5A1B2C\r\n');
    expect(await client.take(3, from)).toEqual([
      'Barcode (4006381333931) [EAN13]',
      'Barcode (010400638133393117250101) [GS1-128]',
      'E2801160600002054C5A1B2C',
    ]);
  });

  it('reopens the port when the device is unplugged and plugged in again', async () => {
    await device.unplug();
    await bridge.waitForLog(/serial .*: (the port was disconnected|serial port error).*; trying again/);
    device = await plugSerialDevice(link);
    await waitUntil(() => bridge.logs().match(/open at 9600 baud/g)?.length === 2, 'the port to be reopened');
    const from = client.frames.length;
    device.write(']E04006381333931\r\n');
    expect(await client.take(1, from)).toEqual(['Barcode (4006381333931) [EAN13]']);
  });
});
