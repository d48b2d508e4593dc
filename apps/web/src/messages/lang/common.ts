/**
 * What the language files share, with no import of the entry's modules: a language's chunk that
 * imported `messages/it.ts`, `locale.ts` or `@warehouse/shared` would pull those out of the entry
 * into a chunk of their own, and the login screen would load more files (bench/web-size.bench.ts).
 * The limits repeat the shared ones (`packages/shared/src/rules/quantity-limits.ts`);
 * test/unit/messages/plurals-numbers.test.ts checks they match.
 */
export const APP_NAME = 'Warehouse';
export const MAX_QUANTITY = 999_999;
export const QUANTITY_DECIMALS = 3;

type Forms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** A count's text by one language's plural rule (`Intl.PluralRules`), `other` for a form left out. */
export function pluralFor(locale: string): (count: number, forms: Forms) => string {
  const rules = new Intl.PluralRules(locale);
  return (count, forms) => forms[rules.select(count)] ?? forms.other;
}
