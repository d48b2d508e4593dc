/**
 * Pure helpers of the picking-list screens (the spec's state rules come from `@warehouse/shared`,
 * the pick rules every module shares from `domain/picks`): the list order, the search text, the
 * list found by a reading. Unit-tested in test/unit/picking.
 */
import type { Project } from '../../domain/records';

/** `?projectIds=3,5,8` → [3, 5, 8]: positive integers, each once, in the given order. */
export function parseProjectIds(value: string | null | undefined): number[] {
  const ids: number[] = [];
  for (const part of (value ?? '').split(',')) {
    const text = part.trim();
    if (!/^\d+$/.test(text)) continue;
    const id = Number(text);
    if (id > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

const flag = (value: boolean | null | undefined) => (value ? 1 : 0);

/** Newest first; a missing date last. */
function compareUpdatedDesc(a: Project, b: Project): number {
  const ta = a.updated_at ? Date.parse(a.updated_at) : Number.NEGATIVE_INFINITY;
  const tb = b.updated_at ? Date.parse(b.updated_at) : Number.NEGATIVE_INFINITY;
  if (ta === tb) return 0;
  return tb > ta ? 1 : -1;
}

/**
 * Picking-list order (spec section 2): closed, prepared, delivered, partial, suspended ascending
 * (so open lists come first), then updated_at descending.
 */
export function comparePickingLists(a: Project, b: Project): number {
  for (const key of ['closed', 'prepared', 'delivered', 'partial', 'suspended'] as const) {
    const diff = flag(a[key]) - flag(b[key]);
    if (diff !== 0) return diff;
  }
  return compareUpdatedDesc(a, b);
}

export function sortPickingLists(projects: readonly Project[]): Project[] {
  return [...projects].sort(comparePickingLists);
}

/** What the picking-list search box matches: the list number and the customer name. */
export function pickingListSearchText(project: Project): string {
  return `${project.name} ${project.customer?.name ?? ''}`;
}

/** The list whose name equals a reading (trimmed, case as read). */
export function findListByName<T extends { name: string }>(lists: readonly T[], code: string): T | undefined {
  const wanted = code.trim();
  return lists.find((list) => list.name === wanted) ?? lists.find((list) => list.name.trim() === wanted);
}

/** A list as a pick row names it when several lists are open: 'LP-2026-0101 · Rossi Spa'. */
export function listLabel(project: Project): string {
  const customer = project.customer?.name;
  return customer ? `${project.name} · ${customer}` : project.name;
}
