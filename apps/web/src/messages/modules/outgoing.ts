/**
 * Italian texts of the outgoing module (part of the one catalog: `m.outgoing`). Texts the spec gives
 * are copied from it exactly; labels and hints are our wording.
 */
export const outgoing = {
  title: 'Uscita Merce',
  /** Title of the project typology of outgoing customers (spec section 3). */
  typologyTitle: 'Uscita Merce Senza Lista',
  customer: 'Cliente',
  customerPlaceholder: 'Selezionare il cliente',
  addCustomer: 'Nuovo cliente',
  newCustomerMessage: 'Inserire il nome del nuovo cliente',
  newCustomerLabel: 'Nome cliente',
  refreshCustomers: 'Aggiorna i clienti',
  save: 'Salva',
  clear: 'Cancella lista',
  total: (n: number) => `Totale letture: ${n}`,
  itemsTitle: 'Articoli letti',
  noReadings: 'Nessuna lettura',
  unknownTags: (n: number) => `TAG non riconosciuti: ${n}`,
  lookingUp: (n: number) => `Ricerca TAG in corso: ${n}`,
  noDescription: '(senza descrizione)',
  noOptions: 'Nessun elemento',

  // --- from the spec ---
  saved: 'Movimentazione salvata correttamente!',
  headerError: 'Errore durante salvataggio Testata Movimento',
  detailError: 'Errore durante il salvataggio Dettaglio Movimento',
  tagSearchError: 'Errore nella ricerca del TAG',
  saving: 'Salvataggio in corso...',

  // --- our wording ---
  customersError: 'Errore nella ricerca dei Clienti',
  /** After a failed save: the readings are kept. */
  keptHint: 'Le letture sono state mantenute: premere Salva per riprovare.',
  /** A save held by an outage: a banner over the list (the screen stays usable), sent by itself. */
  waiting: (n: number) => (n === 1 ? '1 lettura in attesa di invio' : `${n} letture in attesa di invio`),
  waitingHint: 'Il server non risponde: le letture sono mantenute e verranno inviate appena risponde.',
  /** While the device has no network (issue 42: every scan screen that works offline says so). */
  offlineNotice:
    'Senza rete: si può continuare a leggere i TAG, restano sul dispositivo. Salva aspetta la rete e poi invia da solo.',
  /**
   * A save refused because tags were changed meanwhile (the server compared the versions): nothing
   * was saved, the rows reload, and the operator decides again on what is stored now.
   */
  moved: (n: number, by: { name: string; time: string } | null) =>
    `Salvataggio non eseguito: ${n === 1 ? '1 TAG è stato modificato' : `${n} TAG sono stati modificati`} nel frattempo ${by ? `da ${by.name} alle ${by.time}` : 'da un altro operatore'}.`,
  movedRow: (code: string, where: string | null) => (where ? `${code}: ora su ${where}` : code),
  movedMore: (n: number) => `… e altri ${n}`,
  movedHint: 'Le letture sono state aggiornate: controllare il cliente e premere Salva.',
  /** Why Salva is disabled. */
  needCustomer: 'Selezionare il cliente per salvare.',
  needReadings: 'Leggere i TAG da spedire per salvare.',
  clearConfirm: (n: number) =>
    `Cancellare la lista? ${n === 1 ? 'La lettura andrà persa' : `Le ${n} letture andranno perse`}.`,
  /** 'Cancella lista' while a part of a held save was already on its way to the server. */
  clearedWhileSending:
    'Lista cancellata. Una parte era già stata inviata al server prima della cancellazione e potrebbe essere stata salvata.',
  /** Back from an earlier visit (a session that ended, a reload): said once. */
  restored: (n: number) =>
    n === 0 ? 'Cliente non salvato ripristinato' : `TAG letti e non salvati ripristinati: ${n}`,
  /** '+' with the name of an existing customer: that one is selected, no twin is made. */
  existingCustomer: (name: string) => `Cliente già presente, selezionato: ${name}`,
  unknownListTitle: 'TAG non riconosciuti',
  showUnknown: 'Mostra',
} as const;
