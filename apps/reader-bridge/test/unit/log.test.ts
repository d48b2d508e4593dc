import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log';

describe('logger', () => {
  it('summarises repeated warnings of one kind instead of flooding the log', () => {
    const lines: string[] = [];
    let now = 0;
    const log = createLogger({ write: (line) => lines.push(line), now: () => now, repeatIntervalMs: 1000 });
    for (let i = 0; i < 100; i++) log.warn('dropped a line', 'garbage');
    log.warn('other problem', 'other');
    now = 1500;
    log.warn('dropped a line', 'garbage');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain('dropped a line (99 more like this since the last report)');
  });
});
