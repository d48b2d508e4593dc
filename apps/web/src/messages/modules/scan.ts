/**
 * What the "what did I scan?" resolver says about a code it cannot place (spec: goods-flow §8,
 * packing-inventory-labels §8). Part of the one catalog: `m.scan`.
 */
export const scan = {
  searchItemTitle: 'Ricerca Articolo',
  itemNotFound: 'Articolo non trovato!',
  codeRead: (code: string) => `Codice letto: ${code}`,
  packageNotFound: 'Collo non trovato oppure già chiuso e spedito!',
  locationNotFound: 'Ubicazione non trovata!',
  documentNotFound: 'Documento non trovato!',
  projectNotFound: 'Progetto non trovato!',
  /** A quantity with decimals for an item counted in whole units (PZ). */
  wholeUnit: (unit: string) => `Quantità non valida: per ${unit} inserire un numero intero`,
  /** A character a quantity field did not take, said under it (issue 48; our wording). */
  quantityKeyRefused: {
    wholeOnly: (unit: string) =>
      `Per ${unit || 'questo articolo'} solo numeri interi: la virgola non è ammessa`,
    digitsOnly: 'Inserire solo cifre e, se ammessa, una virgola decimale',
    tooLong: 'Quantità troppo lunga',
  },
  /** 'Concludi' with nothing entered yet: nothing is written, the screen stays. */
  nothingToConclude: 'Nessuna quantità inserita: niente da concludere',
  /** A reading while a save runs on a screen that cannot hold it: refused, and said. */
  readingWhileSaving: 'Lettura ignorata: salvataggio in corso, rileggere dopo',
  /** Documents and projects are named with the code read before the message. */
  withCode: (code: string, message: string) => `${code}: ${message}`,
  /** A barcode read on a screen that counts RFID tags (outgoing): said, not silently dropped. */
  tagsOnly: (code: string) => `Questa schermata legge solo TAG RFID: barcode ${code} non considerato`,
  /** A reading while a line is open on a screen that takes none then (with the error sound). */
  readingWhileOpen: 'Lettura ignorata: confermare o chiudere prima la riga aperta',
  /** Readings held while a write runs, past what is kept for later (with the error sound). */
  tooManyWaiting: 'Lettura ignorata: attendere il salvataggio in corso',
  /** The quantity modal open before a reload or a session end, given back (our wording). */
  entryRestored: 'Quantità non confermata ripristinata',
  /** Concludi, Esci or a deletion while readings still wait on the device (our wording). */
  /** The open dialog's 'Già inserita' changed (another operator) before the operator confirmed. */
  detectedChanged: (now: string) =>
    `Nel frattempo la quantità già inserita è cambiata: ora ${now}. Verificare la quantità e confermare di nuovo.`,
  /** The same, naming who changed it and when (issue 41: every change said with its author). */
  detectedChangedBy: (name: string, time: string, now: string) =>
    `Nel frattempo ${name} ha cambiato la quantità già inserita alle ${time}: ora ${now}. Verificare la quantità e confermare di nuovo.`,
  readingsWaiting: (n?: number) =>
    `${n === undefined ? 'Le letture di questo articolo sono' : n === 1 ? '1 lettura è' : `${n} letture sono`} ancora in attesa di invio al server: attendere che siano inviate e riprovare.`,
  /** A logistic label's lot/date barcode read with no line open (issue 48; our wording). */
  labelItemFirst:
    "Lotto e data dell'etichetta letti: leggere prima il barcode dell'articolo (02) della stessa etichetta",
  /** The SSCC (00) of a label read where no package is chosen (our wording). */
  ssccNotHere: (sscc: string) =>
    `SSCC ${sscc}: è l'etichetta del collo, qui si legge il barcode dell'articolo (01) o (02)`,
  /** The SSCC (00) of a label that names no open package of this list (our wording). */
  ssccNoPackage: (sscc: string) => `SSCC ${sscc}: nessun collo aperto con questo codice`,
  /** The lot and date a reading will record, shown in the quantity dialog before Conferma. */
  readLot: 'Lotto letto',
  readLotDate: 'Scadenza letta',
} as const;
