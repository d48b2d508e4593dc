import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const UNIT = resolve(import.meta.dirname, '../../../../deploy/warehouse.service');
const text = readFileSync(UNIT, 'utf8');
const settings = new Map(
  text
    .split('\n')
    .filter((line) => /^[A-Za-z]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const),
);
const hasSystemd = spawnSync('systemd-analyze', ['--version']).status === 0;

/** The shipped systemd unit (deploy/warehouse.service): what docs/server.md promises of it. */
describe('the systemd unit', () => {
  it('runs the built server as its own user, restarting after a pause, with DATA_DIR its state directory', () => {
    expect(settings.get('ExecStart')).toMatch(/node \S+\/apps\/server\/dist\/main\.js$/);
    const directives = text.split('\n').filter((line) => !line.startsWith('#'));
    expect(directives.join('\n')).not.toMatch(/tsx|npm run build|ExecStartPre/);
    expect(settings.get('User')).toBe('warehouse');
    expect(settings.get('Restart')).toBe('always');
    expect(settings.get('RestartSec')).toBe('5s');
    expect(settings.get('StateDirectory')).toBe('warehouse');
    expect(text).toContain('Environment=DATA_DIR=/var/lib/warehouse');
    for (const [key, value] of [
      ['ProtectSystem', 'strict'],
      ['NoNewPrivileges', 'true'],
      ['PrivateTmp', 'true'],
    ] as const)
      expect([key, settings.get(key)]).toEqual([key, value]);
  });

  // Where systemd is not installed (a container, macOS) there is nothing to verify it with.
  it.skipIf(!hasSystemd)(
    'passes systemd-analyze verify (skipped where systemd-analyze is not installed)',
    () => {
      // Verified with this machine's node in place of /usr/bin/node, which verify checks exists.
      const dir = mkdtempSync(join(tmpdir(), 'warehouse-unit-'));
      try {
        const copy = join(dir, 'warehouse.service');
        writeFileSync(copy, text.replace('/usr/bin/node', process.execPath));
        const run = spawnSync('systemd-analyze', ['verify', copy], { encoding: 'utf8' });
        expect(run.stderr.split('\n').filter((l) => l.includes('warehouse.service'))).toEqual([]);
        expect(run.status).toBe(0);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
