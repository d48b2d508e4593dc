/**
 * Generates `src/barcode/gs1-table.generated.ts` from GS1's Barcode Syntax Dictionary, kept in
 * `data/gs1-syntax-dictionary/` with its licence (see the README there):
 * - `gs1-syntax-dictionary.txt`: every application identifier (AI) with its format, flags, companion
 *   rules and Digital Link keys;
 * - `lint_*.c`: GS1's reference linters, from which only the code lists are read (ISO 3166 numeric and
 *   alpha-2 country codes, ISO 4217 numeric currency codes, package type codes).
 *
 * `npm run gs1:generate` rewrites the table; a unit test fails when the committed table differs from
 * what this script makes, so the data file and the table cannot drift apart. Neither the web build
 * nor the server reads the data files: they import the generated module.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DATA_DIR = join(root, 'data', 'gs1-syntax-dictionary');
export const TABLE_FILE = join(root, 'src', 'barcode', 'gs1-table.generated.ts');

interface Component {
  cset: 'N' | 'X' | 'Y' | 'Z';
  min: number;
  max: number;
  optional: boolean;
  linters: string[];
}

interface Entry {
  ai: string;
  title: string;
  predefinedLength: boolean;
  dlAttribute: boolean;
  components: Component[];
  req: string[][];
  ex: string[];
  dlPrimaryKey?: string[][];
  unit?: string;
}

const COMPONENT = /^(\[)?([NXYZ])(\.\.)?(\d+)(\])?((?:,\w+)*)$/;

function parseComponent(text: string, line: string): Component {
  // The optional brackets enclose the type only: `[N3],iso3166` or `[X..17]`.
  const match = COMPONENT.exec(text.replace(/^\[([^\]]+)\](.*)$/, '[$1]$2'));
  if (!match) throw new Error(`Cannot read component "${text}" in: ${line}`);
  const [, open, cset, range, max, close, linters] = match;
  if (Boolean(open) !== Boolean(close)) throw new Error(`Unbalanced brackets in "${text}"`);
  const maxLength = Number(max);
  return {
    cset: cset as Component['cset'],
    // `N..20` is 1 to 20 characters; `N6` exactly 6.
    min: range ? 1 : maxLength,
    max: maxLength,
    optional: Boolean(open),
    linters: (linters ?? '').split(',').filter((l) => l !== ''),
  };
}

/** `NET WEIGHT (kg)` → kg; `AREA (m²), log` → m²; measures without brackets are named in full. */
function unitOf(ai: string, title: string): string | undefined {
  if (!/^3[1-6]\d\d$/.test(ai)) return undefined;
  if (title === 'KG PER m²') return 'kg/m²';
  const match = /\(([^()]*(?:\([^()]*\))?[^()]*)\)/.exec(title);
  if (!match) throw new Error(`No unit in the title of AI ${ai}: ${title}`);
  return match[1];
}

function expandRange(spec: string): string[] {
  const [from, to] = spec.split('-') as [string, string | undefined];
  if (to === undefined) return [from];
  const width = from.length;
  const result: string[] = [];
  for (let n = Number(from); n <= Number(to); n++) result.push(String(n).padStart(width, '0'));
  return result;
}

export function parseDictionary(text: string): Entry[] {
  const entries: Entry[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const hash = line.indexOf('#');
    const title = hash === -1 ? '' : line.slice(hash + 1).trim();
    const fields = (hash === -1 ? line : line.slice(0, hash)).trim().split(/\s+/);
    const aiSpec = fields.shift() as string;
    let flags = '';
    if (
      fields[0] !== undefined &&
      /^[*!?"$%&'()+,\-./:;<=>@[\\\]^_`{|}~]+$/.test(fields[0]) &&
      !fields[0].startsWith('[')
    ) {
      flags = fields.shift() as string;
    }
    const components: Component[] = [];
    const req: string[][] = [];
    const ex: string[] = [];
    let dlPrimaryKey: string[][] | undefined;
    for (const field of fields) {
      if (field.startsWith('req=')) {
        req.push(
          ...field
            .slice(4)
            .split(',')
            .map((group) => group.split('+')),
        );
      } else if (field.startsWith('ex=')) {
        ex.push(...field.slice(3).split(','));
      } else if (field === 'dlpkey') {
        dlPrimaryKey = [[]];
      } else if (field.startsWith('dlpkey=')) {
        dlPrimaryKey = field
          .slice(7)
          .split('|')
          .map((sequence) => sequence.split(','));
      } else if (/^\[?[NXYZ]/.test(field)) {
        components.push(parseComponent(field, line));
      } else {
        throw new Error(`Unknown attribute "${field}" in: ${line}`);
      }
    }
    if (components.length === 0) throw new Error(`No specification in: ${line}`);
    for (const ai of expandRange(aiSpec)) {
      const entry: Entry = {
        ai,
        title,
        predefinedLength: flags.includes('*'),
        dlAttribute: flags.includes('?'),
        components,
        req,
        ex,
      };
      if (dlPrimaryKey) entry.dlPrimaryKey = dlPrimaryKey;
      const unit = unitOf(ai, title);
      if (unit !== undefined) entry.unit = unit;
      entries.push(entry);
    }
  }
  // The transmitted form relies on AIs being prefix-free: no AI may start another.
  const ais = new Set(entries.map((e) => e.ai));
  for (const ai of ais) {
    for (let length = 2; length < ai.length; length++) {
      if (ais.has(ai.slice(0, length))) throw new Error(`AI ${ai.slice(0, length)} is a prefix of ${ai}`);
    }
  }
  return entries;
}

/** The codes of a linter's bitmap (`static const uint64_t name[] = { 0b…, … }`), bit 0 first. */
function bitmapIndexes(source: string, name: string): number[] {
  const start = source.indexOf(`${name}[] = {`);
  if (start === -1) throw new Error(`No table ${name}`);
  const body = source.slice(start, source.indexOf('#else', start));
  const bits = [...body.matchAll(/0b([01]+)/g)].map((m) => m[1] as string).join('');
  const indexes: number[] = [];
  for (let i = 0; i < bits.length; i++) if (bits[i] === '1') indexes.push(i);
  if (indexes.length === 0) throw new Error(`Empty table ${name}`);
  return indexes;
}

function numericCodes(source: string, name: string): string[] {
  return bitmapIndexes(source, name).map((i) => String(i).padStart(3, '0'));
}

function alpha2Codes(source: string): string[] {
  const letter = (n: number) => String.fromCharCode(65 + n);
  return bitmapIndexes(source, 'iso3166alpha2').map((i) => letter(Math.floor(i / 26)) + letter(i % 26));
}

function stringCodes(source: string, name: string): string[] {
  const start = source.indexOf(`${name}[][4] = {`);
  if (start === -1) throw new Error(`No table ${name}`);
  const body = source.slice(start, source.indexOf('};', start));
  return [...body.matchAll(/"([A-Z0-9]+)"/g)].map((m) => m[1] as string);
}

export async function generateTable(dataDir = DATA_DIR): Promise<string> {
  const read = (file: string) => readFileSync(join(dataDir, file), 'utf8');
  const entries = parseDictionary(read('gs1-syntax-dictionary.txt'));
  const linters = [...new Set(entries.flatMap((e) => e.components.flatMap((c) => c.linters)))].sort();
  const codeLists = {
    ISO3166_NUMERIC: numericCodes(read('lint_iso3166.c'), 'iso3166'),
    ISO3166_ALPHA2: alpha2Codes(read('lint_iso3166alpha2.c')),
    ISO4217_NUMERIC: numericCodes(read('lint_iso4217.c'), 'iso4217'),
    PACKAGE_TYPES: stringCodes(read('lint_packagetype.c'), 'packagetypes'),
  };
  // Defaults (false, empty) are left out: the table ships in the web app.
  const compact = ({ ai, predefinedLength, dlAttribute, components, req, ex, ...rest }: Entry) => [
    ai,
    {
      ...rest,
      ...(predefinedLength && { predefinedLength }),
      ...(dlAttribute && { dlAttribute }),
      components: components.map(({ optional, linters, ...component }) => ({
        ...component,
        ...(optional && { optional }),
        ...(linters.length > 0 && { linters }),
      })),
      ...(req.length > 0 && { req }),
      ...(ex.length > 0 && { ex }),
    },
  ];
  const table = Object.fromEntries(entries.map(compact));
  const source = `/**
 * GENERATED by packages/shared/scripts/gs1-table.ts from packages/shared/data/gs1-syntax-dictionary/
 * (GS1 Barcode Syntax Dictionary, Apache-2.0, © GS1 AISBL, BWIPP and Zint projects). Do not edit:
 * run \`npm run gs1:generate\`.
 */

/** Character sets: N digits, X GS1 set 82, Y set 39, Z base64url (set 64). */
export type Gs1CharacterSet = 'N' | 'X' | 'Y' | 'Z';

/** The dictionary's content checks ("linters"), each implemented in gs1-linters.ts. */
export const GS1_LINTERS = ${JSON.stringify(linters)} as const;
export type Gs1Linter = (typeof GS1_LINTERS)[number];

/** One part of an AI's value, consumed in order: \`N3,iso3166 X..9\` is two components. */
export interface Gs1Component {
  cset: Gs1CharacterSet;
  min: number;
  max: number;
  /** Optional trailing part: may be absent once the value is exhausted. */
  optional?: true;
  linters?: readonly Gs1Linter[];
}

export interface Gs1AiDefinition {
  title: string;
  /** Predefined length: the value needs no group separator after it ('*' flag). */
  predefinedLength?: true;
  /** May be a GS1 Digital Link query attribute ('?' flag). */
  dlAttribute?: true;
  components: readonly Gs1Component[];
  /** Needs one of these groups of AIs beside it (each group: all of its AIs; 'n' matches a digit). */
  req?: readonly (readonly string[])[];
  /** Must not appear with any of these AIs or patterns (an AI never excludes itself). */
  ex?: readonly string[];
  /** A Digital Link primary key, with its alternative ordered sequences of qualifier AIs. */
  dlPrimaryKey?: readonly (readonly string[])[];
  /** Unit of a measure (31nn–36nn): kg, lb, m², … */
  unit?: string;
}

export const GS1_AI_TABLE: Readonly<Record<string, Gs1AiDefinition>> = ${JSON.stringify(table)};

${Object.entries(codeLists)
  .map(
    ([name, codes]) =>
      `export const ${name}: ReadonlySet<string> = /* @__PURE__ */ new Set(${JSON.stringify(codes.join(' '))}.split(' '));`,
  )
  .join('\n')}
`;
  return format(source, { parser: 'typescript', singleQuote: true, printWidth: 110, trailingComma: 'all' });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const table = await generateTable();
  writeFileSync(TABLE_FILE, table);
  console.log(`Wrote ${TABLE_FILE}`);
}
