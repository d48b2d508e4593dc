/**
 * A plain-text reading of a V8 `.cpuprofile` (as `BENCH_CPU_PROF=1` writes for the server):
 * where the samples fall by file or package and by function (self time), and the functions
 * with the most time in them or below them (inclusive time).
 *
 *   node --import tsx bench/support/profile-summary.ts <file.cpuprofile> [rows]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** `fastify`, `kysely`, `apps/server/src/services/serialize.ts`, `node:internal/…`, `(garbage collector)`… */
export function areaOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + '/node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
  const src = url.indexOf('/apps/');
  return src >= 0 ? url.slice(src + 1) : url.replace(/^file:\/\//, '');
}

export function summarize(profile: Profile, rows = 25): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

  const label = (n: ProfileNode) => {
    const { functionName, url, lineNumber } = n.callFrame;
    if (!url) return functionName || '(anonymous)';
    const modules = url.lastIndexOf('/node_modules/');
    const where =
      modules >= 0
        ? url.slice(modules + '/node_modules/'.length)
        : url.startsWith('node:')
          ? url
          : areaOf(url, functionName);
    return `${functionName || '(anonymous)'}  ${where}:${lineNumber + 1}`;
  };

  const self = new Map<string, number>();
  const selfByFunction = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    total += dt;
    const node = byId.get(id)!;
    const area = areaOf(node.callFrame.url, node.callFrame.functionName);
    self.set(area, (self.get(area) ?? 0) + dt);
    const fn = label(node);
    selfByFunction.set(fn, (selfByFunction.get(fn) ?? 0) + dt);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = label(byId.get(at)!);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + dt);
    }
  });

  const idle = self.get('(idle)') ?? 0;
  const busy = total - idle;
  const pct = (t: number) => `${((100 * t) / busy).toFixed(1).padStart(5)}%`;
  const top = (m: Map<string, number>, skip: (k: string) => boolean) =>
    [...m.entries()]
      .filter(([k]) => !skip(k))
      .sort((a, b) => b[1] - a[1])
      .slice(0, rows)
      .map(([k, t]) => `  ${pct(t)}  ${k}`)
      .join('\n');
  return [
    `${(total / 1e6).toFixed(1)} s profiled, ${((100 * idle) / total).toFixed(0)}% idle; shares below are of busy time`,
    '\nSelf time by file or package:',
    top(self, (k) => k === '(idle)'),
    '\nSelf time by function:',
    top(selfByFunction, (k) => k.startsWith('(idle)')),
    '\nInclusive time by function:',
    top(inclusive, (k) => /^\((root|program|idle)\)/.test(k)),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, rows] = process.argv.slice(2);
  if (!file) {
    console.error('usage: profile-summary.ts <file.cpuprofile> [rows]');
    process.exit(2);
  }
  console.log(summarize(JSON.parse(readFileSync(file, 'utf8')) as Profile, rows ? Number(rows) : 25));
}
