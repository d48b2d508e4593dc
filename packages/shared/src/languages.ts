/**
 * The languages an operator may choose (issue 45): the user's `language` on the server, the
 * handheld's and back office's texts. Italian is the default and the site's language (labels, the
 * server's `error` sentences).
 */
export const LANGUAGES = ['it', 'en', 'ro', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'it';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Written right to left (`<html dir="rtl">`, Mantine's direction). */
export const isRightToLeft = (language: Language): boolean => language === 'ar';
