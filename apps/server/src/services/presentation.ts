import type { ModelDefinition } from '../models/types';
import type { ModelRegistry } from '../models/registry';
import { can, type CurrentUser } from '../auth/permissions';
import { modelLabel } from '../models/labels';
import { badRequest, forbidden } from '../errors';
import type { Shape } from './serialize';

/**
 * Client-driven presentation, the v2 dialect's `a` query parameter (also `json_attrs`):
 *
 *   a[only][]=id&a[only][]=code              only these columns
 *   a[except][]=notes                         every readable column but these
 *   a[methods][]=is_online                    computed fields and files to add
 *   a[include][item][only][]=code             nested objects, each with the same four keys
 *   a[include][]=location                     (an association by name, with its default columns)
 *
 * Given, it replaces the model's default presentation (as in the gem): a record carries what was
 * asked and nothing more. It is also how a handheld asks for lean answers (field selection).
 * Every name is checked against the registry: an unknown one, a hidden column or an association to
 * a model the user may not read is refused (400 or 403 naming it), never silently ignored.
 * A command whose answer carries records of its model (`add_reading`'s pick) takes it too
 * (actions/command.ts `presentation`), checked by the same rule before anything is written.
 */
const KEYS = new Set(['only', 'except', 'methods', 'include']);
const MAX_DEPTH = 4;

export interface PresentationContext {
  registry: ModelRegistry;
  /** Whether the current user may read a model (associations to others are refused). */
  canRead(model: ModelDefinition): boolean;
}

/** The `a` (or `json_attrs`) parameter of a request, or undefined when there is none. */
export function presentationParam(
  query: Record<string, unknown>,
): { name: string; value: unknown } | undefined {
  for (const name of ['a', 'json_attrs']) {
    const value = query[name];
    if (value !== undefined && value !== '') return { name, value };
  }
  return undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** `["a","b"]`, `"a"`, `"a,b"` or qs's `{ "0": "a" }` → names. */
function names(value: unknown, path: string): string[] {
  const list = isObject(value) ? Object.values(value) : Array.isArray(value) ? value : [value];
  const out: string[] = [];
  for (const item of list) {
    if (typeof item !== 'string') throw badRequest(`Valore non valido per ${path}`);
    out.push(
      ...item
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean),
    );
  }
  return out;
}

function readableColumns(model: ModelDefinition): string[] {
  return Object.keys(model.columns).filter((c) => !model.hidden?.includes(c));
}

function checkNames(list: string[], allowed: readonly string[], path: string, what: string): string[] {
  for (const name of list) {
    if (!allowed.includes(name)) throw badRequest(`${what} sconosciuto in ${path}: ${name}`);
  }
  return list;
}

function parseShape(
  model: ModelDefinition,
  raw: unknown,
  path: string,
  ctx: PresentationContext,
  depth: number,
): Shape {
  if (depth > MAX_DEPTH) throw badRequest(`${path}: troppi livelli di include (massimo ${MAX_DEPTH})`);
  // `a[include][item]=` or `=true`: the association with its own columns, nothing nested.
  if (raw === '' || raw === true || raw === 'true' || raw === null) return { methods: [], include: {} };
  if (!isObject(raw)) throw badRequest(`Valore non valido per ${path}`);
  for (const key of Object.keys(raw)) {
    if (!KEYS.has(key)) throw badRequest(`Chiave sconosciuta in ${path}: ${key}`);
  }
  const shape: Shape = { methods: [], include: {} };
  if (raw.only !== undefined) {
    shape.only = checkNames(
      names(raw.only, `${path}[only]`),
      readableColumns(model),
      `${path}[only]`,
      'Attributo',
    );
  }
  if (raw.except !== undefined) {
    shape.except = checkNames(
      names(raw.except, `${path}[except]`),
      readableColumns(model),
      `${path}[except]`,
      'Attributo',
    );
  }
  if (raw.methods !== undefined) {
    shape.methods = checkNames(
      names(raw.methods, `${path}[methods]`),
      [...model.computed, ...model.files],
      `${path}[methods]`,
      'Metodo',
    );
  }
  if (raw.include !== undefined) {
    const entries: [string, unknown][] = isObject(raw.include)
      ? Object.entries(raw.include)
      : names(raw.include, `${path}[include]`).map((name) => [name, '']);
    for (const [key, nested] of entries) {
      // qs turns `a[include][]=item` into `{ "0": "item" }`: a bare name, not a nested spec.
      const [name, spec] = /^\d+$/.test(key) && typeof nested === 'string' ? [nested, ''] : [key, nested];
      const association = model.associations[name];
      if (!association) throw badRequest(`Associazione sconosciuta in ${path}[include]: ${name}`);
      const target = ctx.registry.get(association.model)!;
      if (!ctx.canRead(target)) throw forbidden(`Non è consentito leggere ${modelLabel(target).many}`);
      shape.include[name] = parseShape(target, spec, `${path}[include][${name}]`, ctx, depth + 1);
    }
  }
  return shape;
}

/**
 * The shape a request asks for with `a` / `json_attrs`, checked against the registry; undefined
 * when it asks for none (the model's default presentation applies).
 */
export function parsePresentation(
  model: ModelDefinition,
  query: Record<string, unknown>,
  ctx: PresentationContext,
): Shape | undefined {
  const param = presentationParam(query);
  if (!param) return undefined;
  let value = param.value;
  if (typeof value === 'string') {
    // A JSON object in one parameter (`json_attrs={"only":["id"]}`) is accepted too.
    try {
      value = JSON.parse(value);
    } catch {
      throw badRequest(`Valore non valido per ${param.name}: atteso un oggetto`);
    }
  }
  return parseShape(model, value, param.name, ctx, 0);
}

/**
 * The presentation a request asks for (`a` / `json_attrs` in `query`), checked against the registry
 * and the rights of the request's user: the one rule of reads, searches and the commands that
 * present their answer with it.
 */
export function requestedShape(
  registry: ModelRegistry,
  user: CurrentUser | undefined,
  model: ModelDefinition,
  query: Record<string, unknown>,
): Shape | undefined {
  return parsePresentation(model, query, {
    registry,
    canRead: (target) => Boolean(user && can(user, 'read', target.name)),
  });
}
