/**
 * Italian texts of order packing (/order/management/{id}; part of the one catalog: `m.packing`).
 * The spec's texts are copied exactly; field labels, button labels and the feedback lines marked
 * "our wording" are ours.
 */
import { messages as sharedMessages } from '@warehouse/shared';

export const packing = {
  title: 'Gestione Ordine',
  loading: 'Caricamento in corso...',
  noPicks: "Nessun articolo nell'ordine",
  orderNotFound: 'Ordine non trovato!',
  columns: {
    location: 'Ubicazione',
    code: 'Articolo',
    quantity: 'Q.tà',
  },
  modal: {
    code: 'Codice',
    description: 'Descrizione',
    location: 'Ubicazione',
    locations: 'Tutte le ubicazioni',
    stock: 'Giacenza',
    available: 'Disponibile',
    expected: 'Quantità Prevista',
    alreadyEntered: 'Già inserita',
    quantity: 'Quantità',
    package: 'Collo',
    newPackage: 'Nuovo collo',
    cancel: 'Annulla',
    confirm: 'Conferma',
  },
  // --- from the spec ---
  newPackageCreated: 'Nuovo collo inserito a sistema.',
  replaceItem: sharedMessages.replaceItem,
  deleteReadings: sharedMessages.deleteItem,
  partialPacking: sharedMessages.partialPacking,
  negativeQuantity: sharedMessages.negativeQuantity,
  invalidQuantityTitle: sharedMessages.invalidQuantityTitle,
  printerUnreachable: "La stampante non è raggiungibile; l'etichetta non è stata stampata",
  labelsPrinted: (n: number) => `Stampa etichetta avvenuta correttamente. Etichette stampate: ${n}`,
  conclude: 'Concludi',
  suspend: 'Esci/Sospendi',
  // --- our wording ---
  suspendPacking: sharedMessages.suspendPacking,
  deleteReadingsLabel: 'Cancella letture',
  nothingDetected: 'Nessuna quantità rilevata: non c’è niente da concludere.',
  concluded: 'Ordine concluso.',
  concludedPartial: 'Ordine concluso parzialmente.',
  suspended: 'Ordine sospeso.',
  saved: 'Quantità registrata.',
  readingsDeleted: 'Letture cancellate.',
  updating: 'Aggiornamento in corso... Attendere',
  /** Issue 31: the entry printer check runs before any reading is taken. */
  printerChecking: 'Verifica della stampante in corso...',
  tooLarge: 'Quantità troppo grande: controllare il valore inserito.',
  conflictRedo: 'Modifica in conflitto con altro operatore',
} as const;
