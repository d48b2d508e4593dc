/** Italian texts of the back office (`m.admin`): shell, lists, forms and the resources' labels. */
export const admin = {
  title: 'Amministrazione',
  overview: 'Panoramica',
  overviewHint: 'Scegliere un archivio da consultare o modificare.',
  backToApp: "Torna all'app",
  logout: 'Esci',
  groups: {
    catalog: 'Anagrafiche',
    orders: 'Ordini e documenti',
    printing: 'Stampa',
    access: 'Utenti e impostazioni',
  },
  refused: {
    title: 'Accesso non consentito',
    text: "L'amministrazione è riservata agli amministratori e ai supervisori. Per accedere chiedere al proprio responsabile.",
  },
  smallScreen: {
    title: 'Amministrazione per computer e tablet',
    text: "L'amministrazione è fatta per lo schermo di un computer o di un tablet: su questo schermo elenchi e moduli non si leggono per intero.",
    goOn: 'Continua comunque',
  },
  /** The server's own refusal text (apps/server/src/http/model-routes.ts), shown before asking it. */
  notAllowed: (verb: 'leggere' | 'creare' | 'modificare' | 'eliminare', many: string) =>
    `Il tuo ruolo non consente di ${verb}: ${many}`,
  unknownResource: (name: string) => `Archivio sconosciuto: ${name}`,
  list: {
    search: 'Cerca',
    searchHint: 'Cerca mentre scrivi',
    new: 'Nuovo',
    columns: 'Colonne',
    export: 'Esporta CSV',
    import: 'Importa CSV',
    exported: 'Esportazione scaricata',
    filters: 'Filtri',
    clearFilters: 'Azzera filtri',
    any: 'Tutti',
    yes: 'Sì',
    no: 'No',
    empty: 'Nessun record',
    loadError: 'Impossibile caricare i record',
    total: (n: number) => `${n} record`,
    selected: (n: number) => `${n} selezionati`,
    deleteSelected: 'Elimina selezionati',
    editSelected: 'Modifica selezionati',
    confirmDeleteMany: (n: number) => `Eliminare ${n} record? L'operazione non si può annullare.`,
    deletedMany: (n: number) => `${n} record eliminati`,
    updatedMany: (n: number) => `${n} record modificati`,
    progress: (read: number, expected: number, percent: number) => `${read}/${expected} (${percent}%)`,
    staleManyReapply: (n: number, titles: string, fields: string, selected: number) =>
      `Nessun record modificato: ${n === 1 ? 'uno è stato cambiato' : `${n} sono stati cambiati`} da un altro operatore nel frattempo (${titles}). L'elenco è stato ricaricato. Applicare di nuovo la stessa modifica (${fields}) ai ${selected} record selezionati, sui dati attuali?`,
    staleManyDelete: (n: number, titles: string) =>
      `Nessun record eliminato: ${n === 1 ? 'uno è stato cambiato' : `${n} sono stati cambiati`} da un altro operatore nel frattempo (${titles}). L'elenco è stato ricaricato: controllare e ripetere l'eliminazione.`,
    bulkField: 'Campo da modificare',
    bulkValue: 'Nuovo valore',
    apply: 'Applica',
    readOnly: 'Sola lettura',
  },
  export: {
    excel: 'Excel (Italia)',
    excelHint: 'Punto e virgola, UTF-8 con BOM, decimali con la virgola',
    csv: 'CSV standard',
    csvHint: 'Virgola, UTF-8, decimali con il punto',
    progress: (rows: number, total: number) => `Esportazione: ${rows} di ${total} righe`,
  },
  form: {
    newTitle: (one: string) => `Nuovo: ${one}`,
    editTitle: (one: string, title: string) => `${one}: ${title}`,
    save: 'Salva',
    saved: 'Salvato',
    created: 'Creato',
    delete: 'Elimina',
    confirmDelete: (title: string) => `Eliminare «${title}»? L'operazione non si può annullare.`,
    deleted: 'Eliminato',
    cancel: 'Annulla',
    back: 'Torna alla lista',
    required: 'Campo obbligatorio',
    notNumber: 'Inserire un numero',
    conflict: 'Modifica in conflitto con altro operatore',
    conflictHint: 'Il record è stato ricaricato con i dati attuali: ripetere la modifica e salvare.',
    /** A save refused for a change saved meanwhile: the form keeps the administrator's edits. */
    conflictKeptHint:
      'Le tue modifiche sono state mantenute sui dati attuali: controllare i campi indicati e salvare di nuovo.',
    conflictBy: (by: { name: string; time: string } | null) =>
      by
        ? `Record modificato nel frattempo da ${by.name} alle ${by.time}`
        : 'Record modificato nel frattempo',
    conflictKept: 'Le tue modifiche sono mantenute nel modulo. Campi cambiati nel frattempo:',
    /**
     * Issue 41: above an open form, what someone saved meanwhile (live), the fields with their
     * stored values; the form keeps what was typed and Salva goes through the conflict's question.
     */
    changedMeanwhileBy: (name: string, fields: string, time: string) =>
      `Nel frattempo ${name} ha modificato ${fields} alle ${time}`,
    changedMeanwhile: (fields: string) => `Nel frattempo è stato modificato ${fields}`,
    changedMeanwhileKept: 'Le tue modifiche restano nel modulo: Salva chiede prima di sostituire.',
    conflictStored: (value: string) => `ora salvato «${value}»`,
    conflictMine: (value: string) => `· tuo «${value}»`,
    conflictUseStored: 'Usa il valore salvato',
    emptyValue: '(vuoto)',
    conflictDeleteHint:
      "Il record è stato ricaricato con i dati attuali: controllarli e ripetere l'eliminazione.",
    notFound: 'Record non trovato',
    choose: 'Scegliere…',
    children: 'Collegati',
    addChild: 'Aggiungi',
    openList: (n: number) => `Apri elenco (${n})`,
    none: 'Nessuno',
    dateTimeHint: 'Data e ora, ad esempio 2026-11-23T15:30',
    progress: (read: number, expected: number, percent: number) =>
      `Letti ${read} su ${expected} (${percent}%)`,
    openExisting: (label: string) => `Apri «${label}»`,
    notDeleted: 'Non eliminato',
    notSaved: 'Non salvato',
  },
  printer: {
    status: 'Stato',
    online: 'In linea',
    offline: 'Non raggiungibile',
    check: 'Verifica stato',
  },
  template: {
    preview: 'Anteprima',
    previewHint: "L'anteprima si aggiorna mentre si modifica il modello",
    previewAlt: "Anteprima dell'etichetta",
    previewError: 'Anteprima non disponibile',
  },
  user: {
    password: 'Nuova password',
    passwordHint: 'Lasciare vuoto per non cambiarla (almeno 8 caratteri)',
    roles: 'Ruoli',
    activeHint: "Spento: l'utente non può più accedere e tutte le sue sessioni terminano",
    access: 'Accesso',
    accessHint: 'Una nuova password o ruoli diversi terminano già tutte le sessioni.',
    endSessions: 'Termina sessioni',
    sessionsEnded: "Sessioni terminate: l'utente deve accedere di nuovo",
    newLink: 'Nuovo link di accesso automatico',
    linkShownOnce:
      "Il link si vede solo ora: copiarlo e consegnarlo all'utente. Quello precedente non funziona più.",
    revokeLink: 'Revoca accesso automatico',
    linkRevoked: 'Accesso automatico revocato',
    copy: 'Copia',
    language: 'Lingua',
  },
  webhook: {
    eventsHint:
      'Nomi degli eventi separati da virgola, oppure * per tutti (es. order.concluded, package.shipped)',
    secret: 'Segreto di firma',
    secretShownOnce:
      'Il segreto si vede solo ora: copiarlo nel ricevitore (ERP). Serve a verificare la firma di ogni evento.',
    rotate: 'Nuovo segreto',
    rotateHint: 'Per 24 ore ogni evento è firmato sia con il nuovo sia con il vecchio segreto.',
    test: 'Invia evento di prova',
    testSent: 'Evento di prova accodato',
    redeliverAll: 'Invia di nuovo tutte le fallite',
    redeliver: 'Invia di nuovo',
    redelivered: (n: number) => (n === 1 ? '1 consegna di nuovo in coda' : `${n} consegne di nuovo in coda`),
    failing: "Le ultime consegne non sono riuscite: l'endpoint è in errore",
    copy: 'Copia',
  },
} as const;
