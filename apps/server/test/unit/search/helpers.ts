import qs from 'qs';
import { parseSearch, SearchError, type SearchAst } from '../../../src/services/search';
import type { ModelDef } from '../../../src/models/types';
import { registry } from './fixture-registry';

/** Models by value or, for readable test titles, by name. */
export type ModelRef = ModelDef | string;

export const parse = (model: ModelRef, q: unknown): SearchAst =>
  parseSearch(registry, typeof model === 'string' ? registry.get(model)! : model, q);

/** As the routes get it: the `q` of a query string parsed by qs (bracket syntax). */
export const parseQuery = (model: ModelRef, query: string): SearchAst => parse(model, qs.parse(query).q);

/** The SearchError a parse throws (fails the test if it throws nothing or something else). */
export function searchError(run: () => unknown): SearchError {
  try {
    run();
  } catch (error) {
    if (error instanceof SearchError) return error;
    throw error;
  }
  throw new Error('expected a SearchError');
}

/** The only test of the only condition, for predicate-level assertions. */
export function onlyTest(ast: SearchAst) {
  if (ast.conditions.length !== 1 || ast.conditions[0]!.tests.length !== 1) {
    throw new Error(`expected one condition with one test, got ${JSON.stringify(ast.conditions)}`);
  }
  return ast.conditions[0]!.tests[0]!;
}
