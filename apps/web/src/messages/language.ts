/**
 * Switches the screens' language (issue 45): loads that language's texts (each language its own
 * chunk, none of them in the entry or a module chunk: the size bench checks it; the table of those
 * chunks is messages/language-chunks.ts, a chunk too), then `m`/`ma` read
 * them, `<html lang dir>` follow, and the app renders again (app/providers.tsx keys on the language).
 */
import { isLanguage, isRightToLeft, type Language } from '@warehouse/shared';
import { activeBackOfficeTexts, currentLanguage, rememberLanguage, setActive } from './locale';

/** The table of the language chunks, itself a chunk: loaded when a language other than Italian is shown. */
const chunks = () => import('./language-chunks');

/** Whether the back office is open: a switch then loads its texts too. */
let backOfficeWanted = false;
let latest = 0;

export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
}

/**
 * Shows the screens in this language once its texts are here; `remember` keeps it as the device's
 * language before the next login (the signed-in user's choice). A later call wins over an earlier
 * one still loading.
 */
export async function applyLanguage(language: Language, { remember = true } = {}): Promise<void> {
  const call = ++latest;
  if (remember) rememberLanguage(language);
  if (language === currentLanguage() && (!backOfficeWanted || language === 'it' || activeBackOfficeTexts())) {
    applyDocumentLanguage(language);
    return;
  }
  const [handheld, backOffice] =
    language === 'it'
      ? [undefined, undefined]
      : await chunks().then((c) => c.textsOf(language, backOfficeWanted));
  if (call !== latest) return;
  applyDocumentLanguage(language);
  setActive(language, { handheld, backOffice });
}

/** The back office's chunk asks for its texts in the language now shown before its screens run. */
export async function loadBackOfficeTexts(): Promise<void> {
  backOfficeWanted = true;
  const language = currentLanguage();
  if (language === 'it' || activeBackOfficeTexts()) return;
  await applyLanguage(language, { remember: false });
}

/**
 * After a login: the user's own language, kept on the server (whichever handheld they picked up);
 * a user without one (an older server) keeps the language shown.
 */
export async function followUserLanguage(user: unknown): Promise<void> {
  const language = (user as { language?: unknown } | null)?.language;
  if (isLanguage(language)) await applyLanguage(language).catch(() => undefined);
}
