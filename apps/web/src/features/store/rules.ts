/** Pure helpers of the store screens (the state rules come from `@warehouse/shared`). */
import type { Project } from '../../domain/records';

/** Location of a new supply pick and of its readings (spec section 9). */
export const DEFAULT_LOCATION_ID = 1;

/** The store screens let the picked quantity exceed the expected one (spec section 9, as picking). */
export const STORE_EXCESS_ALLOWED = true;

const flag = (value: boolean | null | undefined) => (value ? 1 : 0);

/** Store supply order (spec section 2): suspended first, then the most recently updated. */
export function compareStoreProjects(a: Project, b: Project): number {
  const suspended = flag(b.suspended) - flag(a.suspended);
  if (suspended !== 0) return suspended;
  const ta = a.updated_at ? Date.parse(a.updated_at) : Number.NEGATIVE_INFINITY;
  const tb = b.updated_at ? Date.parse(b.updated_at) : Number.NEGATIVE_INFINITY;
  return ta === tb ? 0 : tb > ta ? 1 : -1;
}

export function sortStoreProjects(projects: readonly Project[]): Project[] {
  return [...projects].sort(compareStoreProjects);
}

/** A new supply pick needs an expected quantity above 0 (spec section 5); so does editing it. */
export function isValidExpectedQuantity(quantity: number): boolean {
  return Number.isFinite(quantity) && quantity > 0;
}

export interface SupplyForm {
  name: string;
  project_date: string;
}

/** The supply modal's required fields (name and project date) are filled. */
export function isSupplyFormComplete(form: SupplyForm): boolean {
  return form.name.trim() !== '' && form.project_date.trim() !== '';
}

/** The create payload of a supply (spec section 7): serie 0, the current year, external_code = name. */
export function newSupplyPayload(
  form: SupplyForm,
  ids: { typologyId: number; branchId: number },
  now = new Date(),
) {
  const name = form.name.trim();
  return {
    name,
    project_date: form.project_date,
    project_typology_id: ids.typologyId,
    branch_id: ids.branchId,
    serie: 0,
    year: now.getFullYear(),
    external_code: name,
  };
}

/** `?picking=true` → true; anything else false (supply creation). */
export function parsePickingFlag(value: string | null): boolean {
  return value === 'true' || value === '1';
}

/** What setting a pick's picked quantity writes: the shared rule (the server's `store_picked` runs it). */
export { pickedQuantityWrites } from '@warehouse/shared';
