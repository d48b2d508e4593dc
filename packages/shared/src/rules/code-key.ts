/**
 * How users compare codes (item, location, customer, supplier and measure-unit codes, package names,
 * barcodes): case and surrounding spaces do not count, so ' pas-500' is PAS-500. The database's
 * unique keys compare `lower(trim(code))` the same way (server migration 020); an empty code is no
 * code. SQLite's lower() folds ASCII letters only, so accented capitals are told apart there.
 */
export function codeKey(code: string): string {
  return code.trim().toLowerCase();
}
