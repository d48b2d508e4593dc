import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** This release's version (apps/server/package.json), found from the source or the build alike. */
function readVersion(): string {
  for (let dir = import.meta.dirname; dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === '@warehouse/server') return pkg.version ?? 'unknown';
  }
  return 'unknown';
}

export const VERSION = readVersion();
