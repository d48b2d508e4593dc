/** Italian texts of the picking module (part of the one catalog: `m.picking`). Copied from the spec exactly. */
import { messages as sharedMessages } from '@warehouse/shared';

export const picking = {
  selectionTitle: 'Liste di Prelievo',
  managementTitle: 'Prelievo da Magazzino',
  columns: {
    number: 'Numero',
    customer: 'Cliente',
    actions: 'Azioni',
    location: 'Ubicazione',
    code: 'Codice',
    description: 'Descrizione',
    quantity: 'Q.tà',
    /** The list (and customer) a pick belongs to, when several lists are open. */
    list: 'Lista',
  },
  manageSelection: 'Gestisci selezione',
  selected: (n: number) => (n === 1 ? '1 lista selezionata' : `${n} liste selezionate`),
  view: 'Visualizza',
  noLists: 'Nessuna Lista di Prelievo',
  noPicks: 'Nessun articolo da prelevare',
  loading: 'Caricamento in corso...',
  // --- the read-only list modal ---
  viewList: 'Visualizza Lista di Prelievo',
  fields: {
    id: 'Id',
    number: 'Numero',
    notes: 'Note',
    projectDate: 'Data Progetto',
    expectedDate: 'Data Prevista',
    customer: 'Cliente',
    customerDetails: 'Dettagli Cliente',
    supplier: 'Fornitore',
    supplierDetails: 'Dettagli Fornitore',
    destination: 'Destinazione',
    destinationDetails: 'Dettagli Destinazione',
    agentDelivery: 'Consegna Agente',
    packageNumber: 'Nr. Colli',
    operator: 'Operatore',
    paymentCode: 'Codice Pagamento',
    zone: 'Zona',
    closed: 'Chiuso',
    partial: 'Parziale',
    prepared: 'Preparato',
    delivered: 'Consegnato',
    suspended: 'Sospeso',
  },
  close: 'Chiudi',
  // --- readings ---
  searchListTitle: 'Ricerca Lista di Prelievo',
  listNotFound: 'Lista di Prelievo non trovata!',
  replaceItem: sharedMessages.replaceItem,
  // --- the pick modal ---
  pick: {
    code: 'Codice',
    description: 'Descrizione',
    location: 'Ubicazione',
    otherLocations: 'Altre ubicazioni',
    stock: 'Giacenza',
    available: 'Disponibile',
    expected: 'Quantità Prevista',
    alreadyEntered: 'Già inserita',
    quantity: 'Quantità',
    confirm: 'Conferma',
    cancel: 'Annulla',
  },
  deleteReadings: sharedMessages.deleteItem,
  deleteReadingsLabel: 'Cancella letture',
  // --- closing ---
  conclude: 'Concludi',
  suspend: 'Esci/Sospendi',
  partialPicking: sharedMessages.partialPicking,
  suspendPicking: sharedMessages.suspendPicking,
  updating: 'Aggiornamento liste in corso... Attendere',
  /** Concludi, Esci/Sospendi or a deletion while readings still wait on the device (our wording). */
  readingsWaiting: (n?: number) =>
    `${n === undefined ? 'Le letture di questo articolo sono' : n === 1 ? '1 lettura è' : `${n} letture sono`} ancora in attesa di invio al server: attendere che siano inviate e riprovare.`,
  /** Under a row's quantity while some of it waits on the device (our wording, as inventory). */
  pendingMark: 'in attesa',
  /** The entry open before a reload or a session end, given back (our wording). */
  entryRestored: 'Quantità non confermata ripristinata',
} as const;
