/**
 * The built app carries a rule for every Mantine class its code uses: the app imports Mantine's
 * styles component by component (src/app/mantine-styles.ts), so a component added to a screen
 * without its styles would render unstyled. Reads the build `npm run test:e2e` makes first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const assets = join(import.meta.dirname, '../dist/assets');
const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;
const read = (ext: string) =>
  readdirSync(assets)
    .filter((name) => name.endsWith(ext))
    .map((name) => readFileSync(join(assets, name), 'utf8'))
    .join('\n');
const classesIn = (text: string) => new Set(text.match(MANTINE_CLASS) ?? []);

describe('Mantine styles in the build', () => {
  it('has a rule for every Mantine class the built code uses', () => {
    const require = createRequire(import.meta.url);
    const everyRule = classesIn(readFileSync(require.resolve('@mantine/core/styles.css'), 'utf8'));
    const shipped = classesIn(read('.css'));
    const used = [...classesIn(read('.js'))].filter((name) => everyRule.has(name));
    expect(used.length).toBeGreaterThan(50);
    const missing = used.filter((name) => !shipped.has(name));
    const where = (name: string) =>
      readdirSync(join(require.resolve('@mantine/core/styles.css'), '../styles')).filter(
        (file) =>
          file.endsWith('.css') &&
          !file.endsWith('.layer.css') &&
          readFileSync(join(require.resolve('@mantine/core/styles.css'), '../styles', file), 'utf8').includes(
            `.${name}`,
          ),
      );
    expect(missing.map((name) => `${name} (${where(name).join(', ')})`)).toEqual([]);
  });
});
