/**
 * Package (collo) names. The name is the package's barcode (spec §7: barcode = package name), so it
 * must be unique across the whole database (a reading of it finds exactly one package) and scannable:
 * only capital letters, digits and '-', which Code 128 encodes and every reader returns unchanged.
 *
 * Rule: 'PK-' + the order's id + '-' + the package's incremental (its number within the order,
 * 1, 2, 3 … in creation order) padded to three digits: order 42's third package is 'PK-42-003'.
 * The order id (not its name) keeps the name short and free of the characters order names may hold;
 * the separator keeps order 4 package 21 ('PK-4-021') apart from order 42 package 1 ('PK-42-001').
 */
export function packageName(projectId: number, incremental: number): string {
  return `PK-${projectId}-${String(incremental).padStart(3, '0')}`;
}

/** The incremental after the highest one an order already has (1 for its first package). */
export function nextPackageIncremental(highest: number | null | undefined): number {
  return Math.max(0, Math.floor(Number(highest ?? 0)) || 0) + 1;
}
