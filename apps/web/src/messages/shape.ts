/**
 * What each language file gives (messages/lang/<language>/…): the Italian file's texts translated,
 * key for key (messages/translation.ts). Italian is the catalogue; the others follow it.
 */
import type { FeatureMessages } from './feature-registry';
import type { it } from './it';
import type { admin } from './modules/admin';
import type { adminLabels } from './modules/admin-labels';
import type { adminTrace } from './modules/admin-trace';
import type { dashboard } from './modules/dashboard';
import type { Translation } from './translation';

/** The sections of it.ts that come from a file of messages/modules/ (translated in one file each too). */
type ModuleKey =
  | keyof FeatureMessages
  | 'writes'
  | 'session'
  | 'barcode'
  | 'scanner'
  | 'outbox'
  | 'live'
  | 'commands'
  | 'lot';

/** it.ts's own sections (app, nav, login, home…): lang/<language>/app.ts. */
export type AppTexts = Translation<Omit<typeof it, ModuleKey>>;
/** Every text of the handheld in one language: lang/<language>/index.ts. */
export type HandheldTexts = Translation<typeof it>;
/** The back office's own texts (`ma`): lang/<language>/back-office.ts. */
export type BackOfficeTexts = Translation<{
  admin: typeof admin;
  adminLabels: typeof adminLabels;
  adminTrace: typeof adminTrace;
  dashboard: typeof dashboard;
}>;
export type { Translation };
