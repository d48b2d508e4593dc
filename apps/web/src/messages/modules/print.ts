/** Italian texts of label printing (`m.print`): the price-label screen and the shared printer checks. Copied from the spec exactly. */
export const print = {
  item: 'Articolo',
  itemPlaceholder: 'Cerca per descrizione',
  noItems: 'Nessun articolo trovato',
  code: 'Codice',
  description: 'Descrizione',
  externalCode: 'ID',
  barcode: 'Barcode',
  retailPrice: 'Prezzo',
  labelCount: 'Numero etichette',
  preview: 'Anteprima',
  previewAlt: 'Anteprima del cartellino',
  previewLoading: 'Anteprima in preparazione...',
  previewUnavailable: 'Anteprima non disponibile',
  print: 'Stampa',
  chooseItem: 'Cercare un articolo per descrizione o leggerne il barcode',
  /** Spec section 8: the price label's printer is unreachable (then home). */
  printerUnreachable: "Stampante non è raggiungibile. L'etichetta non può essere stampata",
  /** Spec section 8: no printer found for the price label (then home). */
  printerNotFound: 'Stampante non trovata',
  printError: "Errore durante la stampa dell'etichetta",
  /** Spec section 8: order labels when the printer is unreachable. */
  orderPrinterUnreachable: "La stampante non è raggiungibile; l'etichetta non è stata stampata",
  printed: (n: number) => `Stampa etichetta avvenuta correttamente. Etichette stampate: ${n}`,
  /** Spec section 8: entering order packing or package preparation without a usable printer. */
  proceedWithoutPrinter:
    "Confermi di procedere lo stesso anche se non è stata assegnata una stampante (l'etichetta non verrà stampata)?",
  /** Why a printer cannot print (the server's offline_reason). */
  offlineReason: {
    unreachable: 'La stampante non risponde.',
    paper_out: 'Carta esaurita.',
    ribbon_out: 'Nastro esaurito.',
    head_open: 'Testina aperta.',
    paused: 'Stampante in pausa.',
    error: 'Stampante in errore.',
    timeout: 'La stampante non ha ricevuto l’etichetta in tempo.',
    connection_closed: 'La stampante ha chiuso la connessione durante la stampa.',
  } as Record<string, string>,
  /** Issue 31: labels that did not print stay owed and are printed later from order selection. */
  owedTitle: 'Etichette da stampare',
  owedLabels: (n: number) => (n === 1 ? '1 etichetta' : `${n} etichette`),
  owedKept: (n: number) =>
    `Etichette da stampare: ${n}. Si stampano da Selezione ordine, in 'Etichette da stampare', quando la stampante è pronta.`,
  packageLabelOwed:
    "L'etichetta del collo non è stata stampata. Usare 'Ristampa etichetta' quando la stampante è pronta.",
  labelCountError: {
    required: 'Campo obbligatorio',
    invalid: 'Inserire un numero intero maggiore di zero',
    'too-many': (max: number) => `Al massimo ${max} etichette per stampa`,
  },
} as const;
