/**
 * The product's message catalogue per locale, as nested JSON: what `/info/translations` serves.
 * Generated from the web app's messages (`npm run catalog -w apps/web`); never edited by hand.
 */
import it from './catalog/it.json';

export type Catalog = { [key: string]: string | Catalog };

export const catalogs: Record<string, Catalog> = { it };

export const DEFAULT_LOCALE = 'it';
