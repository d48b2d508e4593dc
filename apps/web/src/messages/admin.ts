/**
 * The back office's texts (`ma.admin`, `ma.adminLabels`), kept out of `it` so the handheld screens,
 * which all import `it`, do not carry them: only the lazy /admin chunk imports this module.
 * The catalogue for the server (`catalogMessages`) has both.
 */
import { it } from './it';
import { featureMessages } from './feature-messages';
import { admin } from './modules/admin';
import { adminLabels } from './modules/admin-labels';
import { adminTrace } from './modules/admin-trace';
import { dashboard } from './modules/dashboard';
import { following } from './follow';
import { activeBackOfficeTexts } from './locale';

const italian = { admin, adminLabels, adminTrace, dashboard } as const;

/** The back office's texts in the language now shown (messages/language.ts), Italian by default. */
export const ma: typeof italian = following(italian, activeBackOfficeTexts);

/** Every text of the app, handheld and back office: what `npm run catalog` writes. */
export const catalogMessages = { ...it, ...featureMessages, admin, adminLabels, adminTrace };
