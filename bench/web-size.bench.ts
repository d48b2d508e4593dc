/**
 * Web bundle size: the gzip size of the JavaScript the login screen loads (the entry and its static
 * imports, the login screen among them), and of each module's lazy chunk.
 * Reads Vite's manifest (apps/web/dist/.vite/manifest.json); builds the app first when dist is
 * missing. Goal (issue 32): the login screen at most 150 KB of gzip JavaScript. Prints; never fails on size.
 */
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');
const LOGIN_GOAL_KB = 150;

if (!existsSync(manifestPath)) {
  console.log('apps/web/dist missing: building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The chunk and everything it imports statically (what loading it fetches), as manifest keys. */
function closure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, into);
  return into;
}

const jsOf = (keys: Iterable<string>) =>
  [...keys].map((k) => manifest[k]?.file).filter((f): f is string => !!f && f.endsWith('.js'));
const sum = (files: string[]) => files.reduce((n, f) => n + gzipBytes(f), 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('no entry in the Vite manifest');
const entry = closure(entryKey);
const features = Object.keys(manifest)
  .filter((k) => /^src\/features\/[^/]+\/index\.tsx?$/.test(k))
  .sort();
// The login screen is in the entry (app/router.tsx); were it a lazy chunk again, it would count too.
const loginKey = features.find((k) => k.startsWith('src/features/auth/'));
const loginFiles = jsOf(loginKey ? closure(loginKey, new Set(entry)) : entry);
const loginBytes = sum(loginFiles);
const cssBytes = sum((manifest[entryKey]?.css ?? []).filter((f) => f.endsWith('.css')));

console.log(`entry (${manifest[entryKey]?.file}) with its static imports: ${kb(sum(jsOf(entry)))} gzip`);
console.log(
  `login screen JavaScript: ${kb(loginBytes)} gzip in ${loginFiles.length} files ` +
    `(goal < ${LOGIN_GOAL_KB} KB: ${loginBytes < LOGIN_GOAL_KB * 1024 ? 'met' : 'NOT met'})`,
);
console.log(`app CSS: ${kb(cssBytes)} gzip`);
console.log('\nmodule chunks (own file / with imports not already in the entry):');
for (const key of features) {
  const name = key.split('/')[2] ?? key;
  const own = manifest[key]?.file ?? '';
  const extra = jsOf([...closure(key)].filter((k) => !entry.has(k)));
  console.log(
    `  ${name.padEnd(10)} ${kb(gzipBytes(own)).padStart(9)} / ${kb(sum(extra)).padStart(9)}   ${own}`,
  );
}
