/**
 * Web bundle size: the gzip size of the JavaScript the login screen loads (the entry and its static
 * imports, the login screen among them), and of each module's lazy chunk.
 * Reads Vite's manifest (apps/web/dist/.vite/manifest.json); builds the app first when dist is
 * missing. Goal (issue 32): the login screen at most 150 KB of gzip JavaScript. Issue 45: it fails
 * (exit 1) above that budget, and when any chunk carries the texts of a language other than its own
 * (every language other than Italian comes in its own chunks, loaded only when chosen).
 */
// First: `--help` prints this file's opening comment before anything starts.
import './support/help';
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { LANGUAGES, type Language } from '@warehouse/shared';

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

// --- Each language's texts only in its own chunks (issue 45) ---
type Other = Exclude<Language, 'it'>;
const others = LANGUAGES.filter((l): l is Other => l !== 'it');

/** Every plain text of a catalogue (messages with arguments are functions: left out). */
function strings(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, into);
  return into;
}

const { catalogMessages } = await import('../apps/web/src/messages/admin');
const italian = strings(catalogMessages);
const textsOf = async (language: Other) => {
  const handheld = (await import(`../apps/web/src/messages/lang/${language}/index.ts`)) as { texts: unknown };
  const office = (await import(`../apps/web/src/messages/lang/${language}/back-office.ts`)) as {
    texts: unknown;
  };
  return strings(office.texts, strings(handheld.texts));
};
const all = new Map<Other, Set<string>>();
for (const language of others) all.set(language, await textsOf(language));
/** A language's own texts: long enough to be telling, in no other language nor in Italian. */
const markers = new Map<Other, string[]>(
  others.map((language) => [
    language,
    [...(all.get(language) ?? [])].filter(
      (t) => t.length >= 12 && !italian.has(t) && others.every((o) => o === language || !all.get(o)?.has(t)),
    ),
  ]),
);

/** The JavaScript as text, with the \\uXXXX escapes a minifier may write for non-ASCII read back. */
const jsText = (file: string) =>
  readFileSync(join(dist, file), 'utf8').replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
// A language's own files: those that only its chunks load. A file the entry or any other chunk loads
// too (a module's chunk importing a language's file, a language's texts moved into the entry) is not
// its own, and carrying its texts fails.
const loadedBy = new Map<string, Set<string>>();
for (const root of Object.keys(manifest).filter((k) => manifest[k]?.isEntry || manifest[k]?.isDynamicEntry)) {
  for (const file of jsOf(closure(root))) {
    const roots = loadedBy.get(file) ?? new Set<string>();
    roots.add(root);
    loadedBy.set(file, roots);
  }
}
const languageFiles = new Map<Other, Set<string>>(
  others.map((language) => [
    language,
    new Set(
      [...loadedBy]
        .filter(([, roots]) => [...roots].every((r) => r.startsWith(`src/messages/lang/${language}/`)))
        .map(([file]) => file),
    ),
  ]),
);
const misplaced: string[] = [];
const allJs = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith('.js'));
console.log('\nlanguage chunks (gzip):');
for (const language of others) {
  const own = [...(languageFiles.get(language) ?? [])];
  console.log(
    `  ${language}: ${kb(sum(own))} in ${own.length} files (${markers.get(language)?.length} telling texts)`,
  );
  for (const file of allJs) {
    if (languageFiles.get(language)?.has(file)) continue;
    const text = jsText(file);
    // Three telling texts at least: one short English phrase may be a word of the code itself.
    const found = markers.get(language)?.filter((t) => text.includes(t)) ?? [];
    if (found.length >= 3)
      misplaced.push(`${file} carries ${language} texts: "${found.slice(0, 3).join('", "')}"`);
  }
  if (own.length === 0) misplaced.push(`no chunk of its own for ${language}`);
}

let failed = false;
if (loginBytes > LOGIN_GOAL_KB * 1024) {
  console.log(`\nFAIL: the login screen's JavaScript is ${kb(loginBytes)}, above ${LOGIN_GOAL_KB} KB`);
  failed = true;
}
if (misplaced.length > 0) {
  console.log(`\nFAIL: a language's texts outside its own chunks:\n  ${misplaced.join('\n  ')}`);
  failed = true;
}
if (failed) process.exit(1);
