/**
 * Italian texts of the incoming module (part of the one catalog: `m.incoming`). Texts the spec gives
 * are copied from it exactly (typos included: 'aggironamento', 'Ubicationi'); field labels,
 * placeholders and the retry hint are our wording, the spec names those fields without their text.
 */
import { messages as shared } from '@warehouse/shared';

export const incoming = {
  title: 'Ingresso Merce',
  fields: {
    location: 'Ubicazione di ingresso',
    barcode: 'Barcode',
    order: 'Ordine',
    item: 'Articolo',
    description: 'Descrizione Articolo',
    lot: 'Lotto',
    weight: 'Peso',
    tag: 'TAG RFID',
  },
  placeholders: {
    location: "Selezionare l'ubicazione",
    barcode: 'Leggere il barcode',
    order: "Selezionare l'ordine",
    item: "Selezionare l'articolo",
    lot: 'Inserire il lotto',
    weight: 'Inserire il peso',
    tag: 'Leggere il TAG',
  },
  /** The weight hint: '/ remaining'. */
  remaining: (remaining: string) => `/ ${remaining}`,
  lockLocation: "Blocca l'ubicazione",
  unlockLocation: "Sblocca l'ubicazione",
  refreshOrders: 'Aggiorna gli ordini',
  save: 'Salva',
  saving: 'Salvataggio in corso...',
  noOptions: 'Nessun elemento',

  // --- from the spec ---
  saved: 'Articolo inserito correttamente!',
  tagSaveError: 'Errore durante il salvataggio del TAG',
  tagUpdateError: "Errore durante l'aggironamento del TAG",
  trackError: 'Errore durante il salvataggio del movimento di ingresso merce',
  lotNotCreated: 'Nuovo Lotto non creato!',
  locationsError: 'Errore nella ricerca delle Ubicationi',
  rowsError: 'Errore nella ricerca delle Righe di Movimento',
  picksError: 'Errore in ricerca Righe Ordine e Articoli',
  lotsError: 'Errore nella ricerca dei Lotti',
  readingError: 'Errore nella lettura del barcode/tag',
  tagAlreadyInserted: 'TAG già inserito!',
  tagInUse: (code: string) => `TAG ${code} già inserito.<br>Controllare prima di fare l'assegnazione!`,
  confirmReassign: (code: string) =>
    `TAG ${code} già inserito.<br>Confermi l'assegnazione del tag a questo ordine?`,
  weightTitle: shared.weightAboveExpectedTitle,
  weightAboveExpected: shared.weightAboveExpected,
  barcodeWithoutOrder: shared.barcodeWithoutOrder,
  /** A GS1 logistic label read in part (issue 37): its other barcodes complete it. */
  labelIncomplete: (ai: string | undefined, needs: string) =>
    `Etichetta GS1 letta in parte: leggere gli altri barcode dell'etichetta${ai ? ` (l'AI ${ai} richiede ${needs})` : ''}.`,
  barcodeOrderNotOpen: shared.barcodeOrderNotOpen,
  barcodeItemNotInOrder: shared.barcodeItemNotInOrder,

  // --- our wording ---
  weightInvalid: 'Peso non valido: inserire un numero positivo, ad esempio 12,5',
  weightTooHigh: 'Peso troppo alto: inserire al massimo 99999 kg',
  /** The open entry came back after a reload or a new sign-in. */
  restored: "Ripristinato l'ingresso non ancora salvato",
  /** The server's field names (its labels or columns) in this screen's words. */
  serverWords: {
    'Codice letto': 'TAG RFID',
    code: 'TAG RFID',
    Progetto: 'Ordine',
    project_id: 'Ordine',
    item_id: 'Articolo',
    serial_id: 'Lotto',
    quantity: 'Peso',
    Quantità: 'Peso',
    location_id: 'Ubicazione di ingresso',
    Ubicazione: 'Ubicazione di ingresso',
  } as Record<string, string>,
  ordersError: 'Errore nella ricerca degli Ordini',
  /** Shown under a save the server may not have had (a server error): Save sends it again with its key. */
  retryHint: 'Premere Salva per riprovare: i dati già salvati non verranno duplicati.',
} as const;
