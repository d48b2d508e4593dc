/**
 * The relative imports of a source tree as a graph, and the circles in it: the web app's and the
 * server's no-circle tests share it. Type-only imports count: they vanish at build time, but a circle
 * through them is still a design knot (and import-x/no-cycle skips them).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Every .ts/.tsx file under `dir`. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next form
    }
  }
  return null;
}

/** The files each file imports (relative imports that resolve to a file). */
export function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const specs = [
      ...text.matchAll(/^(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/gm),
      ...text.matchAll(/^import\s+['"]([^'"]+)['"]/gm),
    ].map((m) => m[1]!);
    graph.set(
      file,
      specs.map((s) => resolveImport(file, s)).filter((f): f is string => f !== null),
    );
  }
  return graph;
}

/** Each circle found, as `a.ts → b.ts → a.ts` relative to `dir`; empty when there is none. */
export function importCircles(dir: string): string[] {
  const files = sourceFiles(dir);
  const graph = importGraph(files);
  const state = new Map<string, 'open' | 'done'>();
  const circles: string[] = [];
  const visit = (file: string, trail: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      circles.push([...trail.slice(trail.indexOf(file)), file].map((f) => relative(dir, f)).join(' → '));
      return;
    }
    state.set(file, 'open');
    for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
    state.set(file, 'done');
  };
  for (const file of files) visit(file, []);
  return circles;
}
