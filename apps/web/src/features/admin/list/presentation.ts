/**
 * The list's `a` (presentation): the associations its shown columns read (a column built by
 * `associated()` names its own) and the resource's own presentation (a computed field). Sent only
 * when something is needed, since given it replaces the model's default answer.
 */
import type { ColumnDescriptor, ResourceDescriptor } from '../types';

type Presentation = NonNullable<ResourceDescriptor['listPresentation']>;

export function listPresentation(
  resource: ResourceDescriptor,
  shown: readonly ColumnDescriptor[],
): Presentation | undefined {
  const own = resource.listPresentation;
  const include = new Set([...(own?.include ?? []), ...shown.flatMap((c) => (c.include ? [c.include] : []))]);
  if (include.size === 0 && !own?.methods) return undefined;
  return { include: [...include], ...(own?.methods ? { methods: own.methods } : {}) };
}
