/**
 * How users compare codes (item, location, customer, supplier and measure-unit codes, package names,
 * barcodes): case and surrounding spaces do not count, so ' pas-500' is PAS-500. The database's
 * unique keys compare `unicode_lower(trim(code))` the same way (server migrations 020 and 023, every
 * letter folded on both databases: 'CITTÀ' is 'città'); an empty code is no code.
 */
export function codeKey(code: string): string {
  return code.trim().toLowerCase();
}
