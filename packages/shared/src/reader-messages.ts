/**
 * The reader's texts (from the spec), in a module of their own: the handheld's login screen shows
 * them, and a bundle keeps a module whole where its first user is, so with the rest of `messages`
 * (./messages.ts, which includes these) the login screen would carry every text of the rules too.
 */
export const readerMessages = {
  multipleTags: 'Letto più di un TAG. Avvicinarsi solo al TAG da leggere e riprovare',
  partialTag: 'TAG letto solo in parte. Riprovare a leggere',
  readingErrorTitle: 'Lettura Barcode/TAG',
  readingError: 'Errore nella lettura del barcode/tag',
} as const;
