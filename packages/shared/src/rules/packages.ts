/**
 * Package lifecycle (spec §4 "Package lifecycle", §5, §9): a package is created open (closed false,
 * shipped false), closed once with its dimensions (mm) and weight (kg), then loaded on a truck
 * (shipped true, shipping_date). Closing screens find only open packages, truck loading only
 * closed ones not yet shipped. The screen and the server command use the same checks.
 */

export interface PackageState {
  closed?: boolean | null;
  shipped?: boolean | null;
}

/** A package that 'Chiudi Collo' may still close: neither closed nor shipped. */
export const isPackageClosable = (pkg: PackageState): boolean => !pkg.closed && !pkg.shipped;

/** A package that 'Carica selezionati' may load: closed and not yet shipped. */
export const isPackageLoadable = (pkg: PackageState): boolean => Boolean(pkg.closed) && !pkg.shipped;

export type PackageMeasure = 'width' | 'depth' | 'height' | 'weight';

export const PACKAGE_MEASURES: readonly PackageMeasure[] = ['width', 'depth', 'height', 'weight'];

/**
 * Upper bounds past which a value is a typing slip, not a package: 10 m on any side (a full truck
 * bed is 13.6 m, no single package fills it) and 5 000 kg (heavier than any pallet a forklift here
 * lifts). Dimensions are whole millimetres; weight has at most three decimals (grams).
 */
export const PACKAGE_LIMITS: Record<PackageMeasure, { max: number; decimals: number }> = {
  width: { max: 10_000, decimals: 0 },
  depth: { max: 10_000, decimals: 0 },
  height: { max: 10_000, decimals: 0 },
  weight: { max: 5_000, decimals: 3 },
};

export type MeasureProblem = 'missing' | 'not_a_number' | 'not_positive' | 'too_large' | 'too_precise';

/** Why a value cannot be a package's measure, or null when it can. Accepts '12,5' as well as 12.5. */
export function measureProblem(measure: PackageMeasure, value: unknown): MeasureProblem | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return 'missing';
  }
  const n = toMeasure(value);
  if (n === null) return 'not_a_number';
  if (n <= 0) return 'not_positive';
  const { max, decimals } = PACKAGE_LIMITS[measure];
  if (n > max) return 'too_large';
  if (Math.round(n * 10 ** decimals) / 10 ** decimals !== n) return 'too_precise';
  return null;
}

/** A number from a number or a decimal text with '.' or ','; null for anything else. */
export function toMeasure(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

export type PackageMeasures = Record<PackageMeasure, number>;

/** The four measures as numbers, or the first field that is wrong and why. */
export function checkPackageMeasures(
  values: Partial<Record<PackageMeasure, unknown>>,
): { ok: true; measures: PackageMeasures } | { ok: false; field: PackageMeasure; problem: MeasureProblem } {
  const measures = {} as PackageMeasures;
  for (const field of PACKAGE_MEASURES) {
    const problem = measureProblem(field, values[field]);
    if (problem) return { ok: false, field, problem };
    measures[field] = toMeasure(values[field])!;
  }
  return { ok: true, measures };
}
