/**
 * Italian texts of the inventory module (`m.inventory`). The spec's own texts are copied exactly
 * (packing spec §5, §8); labels the spec names without wording are ours.
 */
import { inventoryTexts, messages } from '@warehouse/shared';

export const inventory = {
  selectionTitle: 'Inventario',
  documentsTitle: 'Ubicazioni',
  countTitle: { list: 'Inventario a Lista', free: 'Inventario Libero', mixed: 'Inventario Misto' },
  // --- selection ---
  inventory: 'Inventario',
  inventoryPlaceholder: 'Selezionare un inventario',
  location: 'Ubicazione',
  locationPlaceholder: "Selezionare un'ubicazione",
  newLocation: 'Nuova ubicazione',
  newLocationName: 'Nome della nuova ubicazione',
  locationCreated: (name: string) => `Ubicazione ${name} creata`,
  proceed: 'Procedi',
  nothingFound: 'Nessun risultato',
  noInventories: 'Nessun inventario',
  inventoryNotFound: messages.inventoryNotFound,
  locationNotFound: messages.locationNotFound,
  codeRead: (code: string) => `Codice letto: ${code}`,
  // --- documents ---
  columns: {
    location: 'Ubicazione',
    closed: 'Chiuso',
    partial: 'Parziale',
    actions: 'Azioni',
    item: 'Articolo',
    unit: 'U.M.',
    expected: 'Prev.',
    detected: 'Ril.',
  },
  yes: 'Sì',
  no: 'No',
  newDocument: 'Nuovo',
  newDocumentTitle: 'Nuova ubicazione da inventariare',
  editDocumentTitle: 'Modifica ubicazione',
  editDocument: 'Modifica',
  deleteDocument: 'Elimina',
  deleteDocumentConfirm:
    "Confermi la cancellazione dell'ubicazione? Verranno cancellati anche gli articoli e le quantità rilevate.",
  documentDeleted: 'Ubicazione cancellata',
  documentSaved: 'Ubicazione salvata',
  fields: {
    code: 'Codice',
    description: 'Descrizione',
    issuedAt: 'Data',
    closed: 'Chiuso',
    partial: 'Parziale',
    quantityDetected: 'Articoli rilevati',
  },
  locationAlreadyPresent: inventoryTexts.locationAlreadyPresent,
  locationNotAccessible: inventoryTexts.locationNotAccessible,
  noDocuments: 'Nessuna ubicazione',
  // --- counting ---
  noLines: 'Nessun articolo',
  loading: 'Caricamento in corso...',
  addItem: 'Aggiungi articolo',
  itemToAdd: 'Articolo',
  itemPlaceholder: 'Cercare per codice o descrizione',
  searchItemTitle: 'Ricerca Articolo',
  itemNotFound: messages.itemNotFound,
  notInList: 'Articolo non trovato!',
  /** A new item read without a network and not among the items kept on the device (issue 48). */
  offlineItemUnknown: (code: string) =>
    `Senza rete l'articolo ${code} non si può cercare: non è tra gli articoli scaricati sul dispositivo. Rileggerlo quando torna la rete.`,
  line: {
    code: 'Codice',
    description: 'Descrizione',
    expected: 'Quantità Prevista',
    alreadyEntered: 'già inserita',
    /** Who counted how much of the line (issue 48): 'Rilevata da: Marco 5 · Anna 3'. */
    countedBy: 'Rilevata da',
    unknownOperator: 'operatore sconosciuto',
    stock: 'Giacenza',
    quantity: 'Quantità',
    cancel: 'Annulla',
    confirm: 'Conferma',
  },
  pendingMark: 'in attesa',
  total: 'Totale rilevato',
  deleteLine: "Confermi la cancellazione dell'articolo corrente?",
  deleteLineLabel: 'Elimina articolo',
  suspend: 'Esci/Sospendi',
  conclude: 'Concludi',
  nothingToConclude: 'Nessuna quantità rilevata: inventario non concluso',
  concluded: 'Ubicazione conclusa',
  suspended: 'Ubicazione sospesa',
  replaceItem: messages.replaceItem,
  confirm: {
    concludeInventoryPartial: messages.concludeInventoryPartial,
    suspendInventory: messages.suspendInventory,
    exitIncomplete: messages.exitIncomplete,
  },
};
