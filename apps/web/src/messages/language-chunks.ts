/**
 * Where each language's texts come from (issue 45): a chunk per language for the handheld and one for
 * the back office. This table is a chunk of its own, asked for by messages/language.ts only when a
 * language other than Italian is shown, so the login screen's JavaScript carries none of it. It
 * imports nothing of the entry: a chunk that did makes the bundler split the entry in more files.
 */
import type { Language } from '@warehouse/shared';
import type { BackOfficeTexts, HandheldTexts } from './shape';

type Other = Exclude<Language, 'it'>;

const handheldChunks: Record<Other, () => Promise<{ texts: HandheldTexts }>> = {
  en: () => import('./lang/en'),
  ro: () => import('./lang/ro'),
  ar: () => import('./lang/ar'),
};
const backOfficeChunks: Record<Other, () => Promise<{ texts: BackOfficeTexts }>> = {
  en: () => import('./lang/en/back-office'),
  ro: () => import('./lang/ro/back-office'),
  ar: () => import('./lang/ar/back-office'),
};

/** A language's handheld texts and, when asked, its back office's, loaded side by side. */
export const textsOf = (language: Other, backOffice: boolean) =>
  Promise.all([
    handheldChunks[language]().then((c) => c.texts),
    backOffice ? backOfficeChunks[language]().then((c) => c.texts) : undefined,
  ]);
