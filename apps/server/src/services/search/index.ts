export type {
  AttributeTest,
  Combinator,
  Condition,
  ResolvedAttribute,
  Scalar,
  SearchAst,
  Sort,
  Test,
} from './ast';
export { applyFilters, applySearch, applySorts } from './build';
export type { SearchContext, SearchDialect } from './context';
export { SearchError } from './errors';
export { parseSearch } from './parse';
