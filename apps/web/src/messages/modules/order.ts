/**
 * Italian texts of the order module (part of the one catalog: `m.order`). Column and field names are
 * the spec's; button labels, modal titles and the deletion question are our wording.
 */
export const order = {
  title: 'Selezione Ordine',
  columns: {
    name: 'Ordine',
    customer: 'Cliente',
    supplier: 'Fornitore',
    actions: 'Azioni',
  },
  fields: {
    id: 'Id',
    name: 'Id Ordine',
    description: 'Note',
    projectDate: 'Data Progetto',
    estimatedShippingDate: 'Data Prevista',
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
  },
  modalTitle: {
    show: 'Visualizza Ordine',
    edit: 'Modifica Ordine',
    new: 'Nuovo Ordine',
  },
  details: 'Dettaglio',
  newOrder: 'Nuovo',
  refresh: 'Aggiorna',
  confirm: 'Conferma',
  cancel: 'Annulla',
  edit: 'Modifica',
  delete: 'Elimina',
  close: 'Chiudi',
  selectPlaceholder: 'Selezionare',

  // --- from the spec ---
  notFound: 'Ordine non trovato!',
  /** Under 'Ordine non trovato!': what was read, so the operator sees a misread at once. */
  codeRead: (code: string) => `Codice letto: ${code}`,
  /** The fold holding the read-only fields that have no value. */
  emptyFields: (n: number) => `Campi vuoti (${n})`,

  // --- our wording ---
  deleteConfirm: "Confermi la cancellazione dell'ordine corrente?",
  saved: 'Ordine salvato correttamente!',
  /** Beside the fields after a conflict: what is stored now (the operator's own text stays in the fields). */
  storedNow: (name: string, description: string) =>
    `Ora salvato: ${name}${description ? ` — ${description}` : ''}. Confermare per salvare i propri valori su questa versione.`,
  deleted: 'Ordine eliminato correttamente!',
  loadError: 'Errore nella ricerca degli Ordini',
} as const;
