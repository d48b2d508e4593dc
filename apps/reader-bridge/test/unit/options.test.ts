import { describe, expect, it } from 'vitest';
import { helpText } from '../../src/cli/help';
import { OPTION_SPEC, UsageError, parseCommandLine, type BridgeOptions } from '../../src/cli/options';
import { isLoopbackHost } from '../../src/server/loopback';

function run(...argv: string[]): BridgeOptions {
  const command = parseCommandLine(argv, '/home/op');
  if (command.kind !== 'run') throw new Error(`expected run, got ${command.kind}`);
  return command.options;
}

describe('command line', () => {
  it('serves on 127.0.0.1:12345 and reads standard input by default', () => {
    expect(run()).toMatchObject({ host: '127.0.0.1', port: 12345, stdin: true, windowMs: 50, tcp: [] });
  });

  it('reads every source option, repeatable ones included', () => {
    const options = run(
      ...['--tcp', '10.0.0.5:4001', '--tcp', '[fe80::1]:23', '--listen-tcp', '5000', '--serial', 'COM3'],
      ...['--baud', '115200', '--simulate', 'tags', '--simulate', 'barcodes', '--rate', '2000'],
      ...['--replay', 'session.txt', '--loop', '--window', '0', '--no-stdin'],
    );
    expect(options).toMatchObject({
      tcp: [
        { host: '10.0.0.5', port: 4001 },
        { host: 'fe80::1', port: 23 },
      ],
      listenTcp: [{ host: '127.0.0.1', port: 5000 }],
      serial: ['COM3'],
      baud: 115200,
      simulate: ['tags', 'barcodes'],
      rate: 2000,
      replay: ['/home/op/session.txt'],
      loop: true,
      windowMs: 0,
      stdin: false,
    });
  });

  it('refuses a non-loopback address unless --allow-remote is given', () => {
    expect(() => run('--host', '0.0.0.0')).toThrow(/--allow-remote/);
    expect(() => run('--listen-tcp', '192.168.1.10:5000')).toThrow(/--allow-remote/);
    expect(run('--host', '0.0.0.0', '--allow-remote').host).toBe('0.0.0.0');
  });

  it.each([
    [['--port', '99999']],
    [['--rate', 'fast']],
    [['--simulate', 'cats']],
    [['--tcp', 'reader-without-port']],
    [['--tcp', 'reader:0']],
    [['--window', '-1']],
    [['--frobnicate']],
  ])('rejects %j with a usage error', (argv) => {
    expect(() => run(...argv)).toThrow(UsageError);
  });

  it('has help for every option', () => {
    const help = helpText();
    for (const name of Object.keys(OPTION_SPEC)) expect(help).toContain(`--${name}`);
  });
});

describe('isLoopbackHost', () => {
  it('accepts loopback addresses only', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'reader.local', '::ffff:10.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});
