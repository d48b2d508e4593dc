/**
 * The language the screens speak now (issue 45) and its locale, without any text: the entry keeps
 * Italian only, another language's texts come in their own chunk (messages/language.ts loads them,
 * `m` and `ma` read them through `activeTexts`).
 */
import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@warehouse/shared';

const STORAGE_KEY = 'warehouse.language';

/** Numbers, dates and sorting per language; Arabic with Latin digits, as codes and labels are written. */
const LOCALES: Record<Language, string> = { it: 'it-IT', en: 'en-GB', ro: 'ro-RO', ar: 'ar-u-nu-latn' };

let current: Language = DEFAULT_LANGUAGE;
let handheld: Record<string, unknown> | undefined;
let backOffice: Record<string, unknown> | undefined;
const listeners = new Set<() => void>();

export const currentLanguage = (): Language => current;
export const localeOf = (language: Language = current): string => LOCALES[language];

/** The handheld's texts of the language now shown; undefined for Italian (the entry's own). */
export const activeTexts = () => handheld;
/** The back office's texts of the language now shown, once loaded; undefined for Italian. */
export const activeBackOfficeTexts = () => backOffice;

export function setActive(
  language: Language,
  texts: { handheld?: Record<string, unknown>; backOffice?: Record<string, unknown> },
): void {
  current = language;
  handheld = texts.handheld;
  backOffice = texts.backOffice;
  listeners.forEach((listener) => listener());
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language now shown; a component using it renders again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
}

/** The first of the device's languages the app speaks, Italian otherwise. */
export function deviceLanguage(languages: readonly string[] = navigator.languages ?? []): Language {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The last user's choice on this device, if any. */
export function rememberedLanguage(): Language | undefined {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // storage unavailable: the device's language next time
  }
}

/** Before login: the last user's choice, else the device's language, else Italian. */
export const startLanguage = (): Language => rememberedLanguage() ?? deviceLanguage();

/** The decimal mark an operator of this language types ('1,5' in Italian and Romanian, '1.5' else). */
export function decimalMark(language: Language = current): string {
  return (
    new Intl.NumberFormat(LOCALES[language]).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ??
    ','
  );
}

/** The plural category of a count in the language now shown (`Intl.PluralRules`). */
const pluralRules = new Map<Language, Intl.PluralRules>();
export function pluralOf(count: number, language: Language = current): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(LOCALES[language])));
  return rules.select(count);
}

/**
 * A count's text by the language's plural rule: `plural(n, { one: '1 parcel', other: `${n} parcels` })`;
 * a category the language has but the forms leave out falls back to `other`.
 */
export function plural(
  count: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
  language: Language = current,
): string {
  return forms[pluralOf(count, language)] ?? forms.other;
}
