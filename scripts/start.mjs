/**
 * `npm start`: the production start. Builds what is missing or older than its sources (the
 * server's JavaScript, the web app), then runs the built server in this process. A restart with a
 * current build compiles nothing. A service manager runs `node apps/server/dist/main.js` directly
 * (deploy/warehouse.service) after `npm run build`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..');

/** The newest modification time under these paths (files and folders, node_modules left out). */
function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    latest = Math.max(latest, stat.mtimeMs);
    if (stat.isDirectory())
      for (const name of readdirSync(path))
        if (name !== 'node_modules' && name !== 'dist') visit(join(path, name));
  };
  for (const path of paths) visit(join(root, path));
  return latest;
}

const builtAt = (file) => (existsSync(join(root, file)) ? statSync(join(root, file)).mtimeMs : 0);
const shared = ['packages/shared/src', 'package-lock.json'];
const targets = [
  {
    name: 'server',
    stamp: 'apps/server/dist/build.json',
    sources: ['apps/server/src', 'apps/server/package.json', 'apps/server/build.mjs', ...shared],
  },
  {
    name: 'web',
    stamp: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      ...shared,
    ],
  },
];

for (const target of targets) {
  if (builtAt(target.stamp) > newest(target.sources)) continue;
  console.log(`Building the ${target.name} (its build is missing or older than its sources)…`);
  const run = spawnSync('npm', ['run', 'build', '-w', `apps/${target.name}`], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

await import(pathToFileURL(join(root, 'apps/server/dist/main.js')).href);
