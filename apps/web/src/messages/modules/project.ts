/**
 * Italian texts of package preparation (/project/selection, /project/management/{id}; part of the
 * one catalog: `m.project`). The spec's texts are copied exactly; labels marked "our wording" are ours.
 */
export const project = {
  selectionTitle: 'Preparazione Colli',
  loading: 'Caricamento in corso...',
  // Selects (our wording)
  project: 'Progetto',
  document: 'Documento',
  referenceItem: 'Riferimento',
  choose: 'Seleziona o leggi il codice',
  none: 'Nessun elemento',
  /** A closed document or reference item, as supervisors see it (spec §6). */
  closedMark: '(X) ',
  printLabels: 'Stampa etichette',
  reprintLabels: 'Ristampa etichette',
  proceed: 'Procedi',
  labelCount: 'Numero etichette',
  labelCountInvalid: 'Inserire un numero di etichette da 1 a 500',
  package: 'Collo',
  cancel: 'Annulla',
  confirm: 'Conferma',
  print: 'Stampa',
  // Spec §8 successes
  packagesCreated: 'Nuovi colli inseriti a sistema.',
  packageCreated: 'Nuovo collo inserito a sistema.',
  printed: (n: number) => `Stampa etichetta avvenuta correttamente. Etichette stampate: ${n}`,
  reprinted: (name: string) => `Ristampa etichetta avvenuta correttamente. Etichetta stampata: ${name}`,
  printError: "Errore durante la stampa dell'etichetta",
  /** Printed part of the labels before the printer failed (our wording). */
  printedSome: (printed: number, total: number) => `Etichette stampate: ${printed} di ${total}`,
  // Management
  managementTitle: (document: string, referenceItem: string) => `${document} | ${referenceItem}`,
  filter: { notFinished: 'Da finire', all: 'Tutti', read: 'Letti', notRead: 'Non letti' },
  columns: { code: 'Articolo', quantity: 'Q.tà', actions: '' },
  noPicks: 'Nessun articolo nel riferimento',
  itemNotInDocument: 'Articolo non trovato nel documento corrente!',
  deleteReadings: "Confermi la cancellazione delle letture dell'articolo corrente?",
  deleteReadingsLabel: 'Cancella letture',
  dialog: {
    code: 'Codice',
    description: 'Descrizione',
    expected: 'Prevista',
    detected: 'Rilevata',
    quantity: 'Quantità',
    package: 'Collo',
    newPackage: 'Nuovo collo',
    reprint: 'Ristampa etichetta',
    noPackage: 'Nessun collo: stampare le etichette dalla selezione',
  },
  exitIncomplete: 'Non sono stati inseriti tutti i dati previsti. Confermi comunque di voler uscire?',
  updating: 'Aggiornamento in corso...',
  closedForOperator: 'Documento già chiuso: non accessibile',
  stale: 'Modifica in conflitto con altro operatore',
} as const;
