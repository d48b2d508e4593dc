import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const BENCH = resolve(import.meta.dirname, '../../../../bench');
const benches = readdirSync(BENCH)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort();

/** The first line of a bench's opening comment (its manual). */
const manualStart = (file: string) =>
  /\/\*\*\s*\n\s*\* (.+)/.exec(readFileSync(join(BENCH, file), 'utf8'))![1]!.trim();

const run = (args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', ...args], {
    cwd: resolve(BENCH, '..'),
    encoding: 'utf8',
    timeout: 60_000,
    // No database, no server: a bench that started anyway would fail here rather than run.
    env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', TEST_DATABASE_URL: '' },
  });

/** Every bench accepts `--help` (issue 42 point 5): it prints what it measures and starts nothing. */
describe('bench --help', () => {
  it.each(benches)('%s prints its manual and exits', (file) => {
    const res = run([join(BENCH, file), '--help']);
    expect(res.status, res.stderr).toBe(0);
    expect(res.stdout.startsWith(manualStart(file)), res.stdout).toBe(true);
    expect(res.stdout).not.toMatch(/\/\*\*|^\s*\*/m);
  });

  it('npm run bench -- <name> --help prints that bench and runs nothing', () => {
    const res = run([join(BENCH, 'run.ts'), 'fleet', '--help']);
    expect(res.status, res.stderr).toBe(0);
    expect(res.stdout).toContain('Usage: npm run bench');
    expect(res.stdout).toContain('fleet\n');
    expect(res.stdout).not.toContain('=== fleet.bench.ts ===');
  });
});
