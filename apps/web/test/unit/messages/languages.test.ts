/**
 * Every language has exactly the Italian catalogue's texts (issue 45): the same keys, and each message
 * a function of the same argument names, file by file. A text added in Italian alone fails here with
 * the list of what each language misses, by file (docs/web-app.md, "Languages").
 */
import { describe, expect, it as test } from 'vitest';
import { LANGUAGES } from '@warehouse/shared';
import { parameterNames } from '../../../src/messages/catalog';
import { it as italianApp } from '../../../src/messages/it';

type Texts = Record<string, unknown>;
const OTHERS = LANGUAGES.filter((l) => l !== 'it');

const italianModules = import.meta.glob<Texts>('../../../src/messages/modules/*.ts', { eager: true });
const translatedModules = import.meta.glob<Texts>('../../../src/messages/lang/*/modules/*.ts', {
  eager: true,
});
const translatedApps = import.meta.glob<Texts>('../../../src/messages/lang/*/app.ts', { eager: true });

const fileName = (path: string) => path.split('/').pop() ?? path;
const isText = (v: unknown) => typeof v === 'string' || typeof v === 'function';
const isGroup = (v: unknown): v is Texts => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The differences of a translation from the Italian texts, as 'key.path: what'. */
export function differences(italian: unknown, other: unknown, path = ''): string[] {
  if (typeof italian === 'function') {
    if (typeof other !== 'function') return [`${path}: missing (a message with arguments)`];
    const want = parameterNames(italian as () => string).join(', ');
    const got = parameterNames(other as () => string).join(', ');
    return want === got ? [] : [`${path}: arguments (${got}) instead of (${want})`];
  }
  if (typeof italian === 'string') return typeof other === 'string' ? [] : [`${path}: missing`];
  if (Array.isArray(italian)) {
    return Array.isArray(other) && other.length === italian.length
      ? []
      : [`${path}: ${italian.length} texts expected`];
  }
  if (!isGroup(italian)) return [];
  if (!isGroup(other)) return [`${path}: missing`];
  const out: string[] = [];
  for (const key of Object.keys(italian)) {
    out.push(...differences(italian[key], other[key], path ? `${path}.${key}` : key));
  }
  for (const key of Object.keys(other)) {
    if (!(key in italian)) out.push(`${path ? `${path}.${key}` : key}: extra (not in Italian)`);
  }
  return out;
}

/** The text-holding exports of a module file (`picking`, `pkg`…). */
const textExports = (mod: Texts) => Object.entries(mod).filter(([, v]) => isGroup(v) || isText(v));

/** it.ts's own sections: every top-level group not taken from a module file. */
function italianAppSections(): Texts {
  const fromModules = new Set<unknown>();
  for (const mod of Object.values(italianModules)) for (const [, v] of textExports(mod)) fromModules.add(v);
  return Object.fromEntries(
    Object.keys(italianApp)
      .map((key) => [key, (italianApp as Texts)[key]] as const)
      .filter(([, value]) => !fromModules.has(value)),
  );
}

/** For each language, each file with what it misses or has too many: '' when all match. */
function report(): string {
  const lines: string[] = [];
  const appSections = italianAppSections();
  for (const language of OTHERS) {
    const app = translatedApps[`../../../src/messages/lang/${language}/app.ts`]?.app;
    const appDiff = differences(appSections, app);
    if (appDiff.length)
      lines.push(`${language} messages/lang/${language}/app.ts (it.ts):`, ...appDiff.map((d) => `  ${d}`));
    for (const [path, mod] of Object.entries(italianModules)) {
      const file = fileName(path);
      const translated = translatedModules[`../../../src/messages/lang/${language}/modules/${file}`];
      const problems: string[] = [];
      if (!translated)
        problems.push(
          `  the whole file is missing (${textExports(mod)
            .map(([n]) => n)
            .join(', ')})`,
        );
      else {
        for (const [name, value] of textExports(mod)) {
          problems.push(...differences(value, translated[name], name).map((d) => `  ${d}`));
        }
      }
      if (problems.length) lines.push(`${language} messages/lang/${language}/modules/${file}:`, ...problems);
    }
  }
  return lines.join('\n');
}

describe('the languages other than Italian', () => {
  test('have exactly the Italian keys and argument names, file by file', () => {
    // On failure the message lists, per language and file, each key to add or take out.
    expect(report()).toBe('');
  });

  test('tell a missing key, an extra key and other argument names apart', () => {
    const italian = { a: 'x', b: { c: (n: number) => `${n}` }, d: 'y' };
    const other = { a: 'x', b: { c: (m: number) => `${m}` }, e: 'z' };
    expect(differences(italian, other)).toEqual([
      'b.c: arguments (m) instead of (n)',
      'd: missing',
      'e: extra (not in Italian)',
    ]);
  });

  test('give every message a text for any arguments (none throws)', async () => {
    for (const language of OTHERS) {
      const { texts } = (await import(`../../../src/messages/lang/${language}/index.ts`)) as { texts: Texts };
      const walk = (value: unknown, path: string): void => {
        if (typeof value === 'function') {
          const args = parameterNames(value as () => string).map(() => 3);
          expect(typeof (value as (...a: unknown[]) => unknown)(...args), `${language} ${path}`).toBe(
            'string',
          );
        } else if (isGroup(value)) for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`);
      };
      walk(texts.app, 'app');
      walk(texts.picking, 'picking');
      walk(texts.scan, 'scan');
    }
  });
});
