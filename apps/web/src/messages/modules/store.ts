/** Italian texts of the store module (part of the one catalog: `m.store`). Copied from the spec exactly. */
import { messages as sharedMessages } from '@warehouse/shared';

export const store = {
  supplyTitle: 'Approvvigionamento Negozio',
  pickingTitle: 'Prelievo per Negozio',
  /** Management title: 'Prelievo' or 'Approvvigionamento' plus the project name. */
  managementTitle: (picking: boolean, name: string) =>
    `${picking ? 'Prelievo' : 'Approvvigionamento'}${name ? ` ${name}` : ''}`,
  columns: {
    name: 'Nome',
    date: 'Data',
    actions: 'Azioni',
    code: 'Codice',
    description: 'Descrizione',
    expected: 'Da Prelevare',
    picked: 'Prelevata',
    /** Fulfilment shows picked / expected in one column, so the table fits 360 px. */
    quantity: 'Q.tà',
  },
  newSupply: 'Nuovo',
  refresh: 'Aggiorna',
  edit: 'Modifica',
  delete: 'Elimina',
  noSupplies: 'Nessun approvvigionamento',
  noPicks: 'Nessun articolo',
  deleteSupply: "Confermi la cancellazione dell'approvvigionamento corrente?",
  // --- the supply modal ---
  supplyModal: {
    newTitle: 'Nuovo Approvvigionamento',
    editTitle: 'Modifica Approvvigionamento',
    name: 'Nome',
    projectDate: 'Data Progetto',
    confirm: 'Conferma',
    cancel: 'Annulla',
  },
  // --- management ---
  newItem: 'Nuovo',
  loadingItems: 'Caricamento Articoli... Attendere',
  updating: 'Aggiornamento liste in corso... Attendere',
  /** Issue 41: a 'Quantità da Prelevare' the operator set, replaced by another operator afterwards. */
  replacedBy: (name: string, mine: string, now: string, time: string) =>
    `${name} ha sostituito il tuo ${mine} con ${now} alle ${time}`,
  replaced: (mine: string, now: string) => `Il tuo ${mine} è stato sostituito con ${now}`,
  itemModal: {
    newTitle: 'Nuovo Articolo',
    editTitle: 'Modifica Articolo',
    item: 'Articolo',
    itemPlaceholder: 'Cerca per codice o descrizione',
    nothingFound: 'Nessun articolo trovato',
    code: 'Codice',
    description: 'Descrizione',
    expected: 'Quantità da Prelevare',
    picked: 'Quantità Prelevata',
    aboveZero: 'Inserire una quantità maggiore di 0',
    confirm: 'Conferma',
    cancel: 'Annulla',
  },
  deleteItem: sharedMessages.deleteItem,
  conclude: 'Concludi',
  exit: 'Esci/Sospendi',
  partialPicking: sharedMessages.partialPicking,
  suspendPicking: sharedMessages.suspendPicking,
} as const;
