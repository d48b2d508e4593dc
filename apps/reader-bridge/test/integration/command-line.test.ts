import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { OPTION_SPEC } from '../../src/cli/options';
import { runBridge } from './support/bridge-process';

async function exitOf(args: string[]): Promise<{ code: number | null; output: string }> {
  const { child, logs } = runBridge(args);
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output: logs() };
}

describe('reader bridge command line', () => {
  it('explains every option with --help', async () => {
    const { code, output } = await exitOf(['--help']);
    expect(code).toBe(0);
    for (const name of Object.keys(OPTION_SPEC)) expect(output).toContain(`--${name}`);
  });

  it('refuses to serve on a non-loopback address without --allow-remote', async () => {
    const { code, output } = await exitOf(['--host', '0.0.0.0', '--port', '0']);
    expect(code).toBe(2);
    expect(output).toMatch(/--host 0\.0\.0\.0 would make the bridge reachable from other machines/);
    expect(output).not.toMatch(/serving readings/);
  });
});
