/**
 * Italian texts the shared rules and parsers refer to by key, so the web catalog can reuse them
 * instead of retyping them. The texts under "from the spec" are copied verbatim from the product
 * specification; the few under "our wording" stand for confirmations the spec describes without
 * giving their text.
 */
import { readerMessages } from './reader-messages';

export const messages = {
  // --- from the spec ---
  ...readerMessages,
  invalidQuantityTitle: 'Quantità non valida',
  negativeQuantity: 'Non è consentito inserire valori negativi nel campo Quantità!',
  quantityAboveExpected:
    'La Quantità inserita sommata alla Quantità rilevata in precedenza è superiore alla Quantità Prevista!',
  partialPicking: "Prelievo parziale! Confermi comunque la chiusura dell'attività di prelievo?",
  partialPacking: "Evasione parziale! Confermi comunque la chiusura dell'attività di impacchettamento?",
  deleteItem: "Confermi la cancellazione dell'articolo corrente?",
  replaceItem: "Confermi di voler sostituire l'articolo corrente?",
  barcodeWithoutOrder: 'Il barcode letto non contiene il campo ordine',
  barcodeOrderNotOpen: 'Il barcode letto non contiene un ordine aperto',
  barcodeItemNotInOrder: "L'articolo associato al barcode non è presente nell'ordine",
  weightAboveExpectedTitle: 'Conferma Peso',
  weightAboveExpected: "Confermi l'inserimento di un peso superiore a quello previsto?",
  inventoryNotFound: 'Inventario non trovato!',
  locationNotFound: 'Ubicazione non trovata!',
  documentNotFound: 'Documento non trovato!',
  itemNotFound: 'Articolo non trovato!',
  /** Incoming's Save of a tag already on a reading (the screen puts 'TAG {code}' before it). */
  reassignTag: "già inserito.<br>Confermi l'assegnazione del tag a questo ordine?",

  // --- our wording (the spec names these confirmations but does not give their text) ---
  suspendPicking: "Prelievo non completato. Confermi la sospensione dell'attività di prelievo?",
  suspendPacking: "Evasione non completata. Confermi la sospensione dell'attività di impacchettamento?",
  concludeInventoryPartial:
    "Le quantità rilevate non corrispondono a quelle previste. Confermi comunque la chiusura dell'inventario?",
  suspendInventory: "Inventario non completato. Confermi la sospensione dell'inventario?",
  exitIncomplete: "Non sono stati inseriti tutti i dati. Confermi comunque l'uscita?",
  invalidQuantity: 'Inserire un numero nel campo Quantità!',
} as const;

export type MessageKey = keyof typeof messages;

/** The spec's inventory warnings that name the inventory (packing spec §5), for screens and server. */
export const inventoryTexts = {
  locationAlreadyPresent: (projectName: string) => `Ubicazione già presente in ${projectName}`,
  locationNotAccessible: (projectName: string) =>
    `Ubicazione non accessibile. E' già stata dichiarata conclusa in ${projectName}`,
};
