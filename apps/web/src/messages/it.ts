/**
 * Every Italian text of the app, keyed. Screens never inline text: they read it from here.
 * Texts the shared rules also use come from `@warehouse/shared` messages so they are typed once.
 * A `<br>` inside a message becomes a line break when shown (see lib/components/multiline-text);
 * no message is ever rendered as HTML.
 */
import { readerMessages } from '@warehouse/shared';
import { barcode } from './modules/barcode';
import { scanner } from './modules/scanner';
import { outbox } from './modules/outbox';
import { writes } from './modules/writes';
import { session } from './modules/session';
import { live } from './modules/live';
import { commands } from './modules/commands';

import { lot } from './modules/lot';
import { feature } from './feature-registry';
import { following } from './follow';
import { activeTexts } from './locale';

export const APP_NAME = 'Warehouse';

// The module screens' texts (`m.packing`, …) come with their chunks: messages/feature-registry.ts.
export const it = {
  app: {
    name: APP_NAME,
    poweredBy: 'Powered by Warehouse Solutions',
    version: (v: string) => `Versione ${v}`,
    loading: 'Caricamento in corso...',
    chunkError: 'Impossibile caricare la pagina. Controllare la connessione e riprovare.',
    notFound: 'Pagina non trovata',
    retry: 'Riprova',
    goHome: 'Torna alla home',
    updateReady: 'Nuova versione disponibile',
  },
  nav: {
    back: 'Indietro',
    home: 'Home',
    settings: 'Impostazioni',
  },
  login: {
    title: 'Accesso',
    welcome: `Accedi a ${APP_NAME}`,
    email: 'Email',
    password: 'Password',
    submit: 'Accedi',
    failed: 'Utente o password non validi',
    required: 'Campo obbligatorio',
    /** The password field's visibility toggle (its accessible name). */
    showPassword: 'Mostra password',
    hidePassword: 'Nascondi password',
    /** Too many wrong passwords (429): one message, with the wait and the time it ends. */
    lockedOut: (minutes: number, until: string) =>
      `Troppi tentativi di accesso: riprovare tra ${minutes} ${minutes === 1 ? 'minuto' : 'minuti'} (alle ${until}).`,
  },
  home: {
    title: 'Menu principale',
    noModules: 'NESSUN MODULO ABILITATO !',
    settingsError: 'Errore nel caricamento delle impostazioni',
    /** Issue 42: no network; the menu is the one kept from the last connection. */
    offline: "Server non raggiungibile: moduli dell'ultimo collegamento",
    loadingSettings: 'Caricamento impostazioni...',
    /** The way into the back office, for admins and supervisors. */
    backOffice: 'AMMINISTRAZIONE',
    entries: {
      picking: 'PRELIEVO DA MAGAZZINO',
      outgoing: 'USCITA MERCE',
      incoming: 'INGRESSO MERCE',
      storeSupply: 'APPROVVIGIONAMENTO NEGOZIO',
      storePicking: 'PRELIEVO PER NEGOZIO',
      priceLabel: 'STAMPA CARTELLINO',
      inventory: 'INVENTARIO',
      packageClose: 'GESTIONE COLLI',
      truckLoading: 'CARICO CAMION',
      /** The screen's title ('Preparazione Colli', spec §2) in the menu's capitals. */
      packagePreparation: 'PREPARAZIONE COLLI',
      lotWhere: lot.homeEntry,
    },
  },
  api: {
    sessionExpired: 'Sessione scaduta',
    conflict: 'Modifica in conflitto con altro operatore',
    network: 'Server non raggiungibile. Controllare la connessione di rete e riprovare.',
    httpError: (status: number) => `Errore del server (codice ${status})`,
    invalidResponse: 'Risposta del server non valida',
  },
  dialogs: {
    infoTitle: 'Informazione',
    warningTitle: 'Attenzione',
    errorTitle: 'Errore',
    confirmTitle: 'Conferma',
    promptTitle: 'Inserimento',
    ok: 'OK',
    cancel: 'Annulla',
    continue: 'Continua',
    yes: 'SI',
    no: 'No',
    close: 'Chiudi',
    required: 'Campo obbligatorio',
  },
  reader: {
    connected: 'Lettore connesso',
    disconnected: 'Lettore non connesso',
    connecting: 'Connessione al lettore...',
    errorTitle: readerMessages.readingErrorTitle,
    error: readerMessages.readingError,
    multipleTags: readerMessages.multipleTags,
    partialTag: readerMessages.partialTag,
    /** Why the parser refused a line (the detail under the reading warning). */
    parseError: {
      empty: 'Lettura vuota',
      blank: 'La lettura contiene solo spazi o caratteri di controllo',
      'too-long': 'Lettura troppo lunga',
      'empty-barcode': 'Barcode senza codice',
    },
    /** An item looked up by a reading and not found (picking, store). */
    searchItemTitle: 'Ricerca Articolo',
    itemNotFound: 'Articolo non trovato!',
    codeRead: (code: string) => `Codice letto: ${code}`,
    barcode: 'Barcode',
    tag: 'TAG',
    /** A reading kept out by an open window (lib/reader/gate.ts), with the error sound. */
    refused: {
      question: 'Lettura ignorata: rispondere prima alla domanda',
      error: 'Lettura ignorata: chiudere prima il messaggio',
      modal: 'Lettura ignorata: chiudere prima la finestra aperta',
    },
  },
  debug: {
    title: 'Debug',
    simulatedReading: 'Lettura simulata',
    simulatedPlaceholder: 'Barcode (codice) [tipo] oppure codice TAG',
    send: 'Invia',
    testMode: 'Modalità test (TAG ogni 100 ms)',
  },
  settings: {
    title: 'Impostazioni locali',
    showFieldsPlaceholder: 'Mostra suggerimenti nei campi',
    printerManagement: 'Gestione stampanti',
    nextFieldOnComboSelect: 'Campo successivo alla selezione',
    debug: 'Modalità debug',
    sound: 'Suono alla lettura',
    vibration: 'Vibrazione alla lettura',
    readerUrl: 'Indirizzo del lettore',
    readerUrlHint: 'Predefinito: ws://127.0.0.1:12345',
    serverUrl: 'Indirizzo del server',
    serverUrlHint: 'Vuoto: lo stesso indirizzo della pagina',
    save: 'Salva',
    saved: 'Impostazioni salvate',
    reset: 'Predefinite',
    readerTest: 'Prova lettore',
    readerTestHint: 'Avvicinare un barcode o un TAG: la lettura compare qui sotto.',
    noReadings: 'Nessuna lettura',
    version: 'Versione',
    /** The operator's language (issue 45), kept on the server for the next handheld. */
    language: 'Lingua',
    languageSaved: 'Lingua salvata',
  },
  placeholder: {
    notYet: 'Schermata in preparazione.',
    movement: 'Movimentazione',
  },
  get screens() {
    return feature().screens;
  },
  writes,
  session,
  table: {
    search: 'Cerca: ',
    noRows: 'Nessun elemento',
    rowsPerPage: 'Righe per pagina',
    selectRow: 'Seleziona riga',
    selectAll: 'Seleziona tutte le righe',
  },
  /** Each language by its own name (the language pickers). */
  languages: { it: 'Italiano', en: 'English', ro: 'Română', ar: 'العربية' },
  barcode,
  get incoming() {
    return feature().incoming;
  },
  get outgoing() {
    return feature().outgoing;
  },
  get order() {
    return feature().order;
  },
  get packing() {
    return feature().packing;
  },
  get package() {
    return feature().package;
  },
  get picking() {
    return feature().picking;
  },
  get print() {
    return feature().print;
  },
  get project() {
    return feature().project;
  },
  get scan() {
    return feature().scan;
  },
  scanner,
  get store() {
    return feature().store;
  },
  get inventory() {
    return feature().inventory;
  },
  outbox,
  get adminImport() {
    return feature().adminImport;
  },
  live,
  commands,
  lot,
  get rules() {
    return feature().rules;
  },
  get refusals() {
    return feature().refusals;
  },
} as const;

/**
 * The catalog under its short name, in the language now shown: `m.login.submit`. Italian is `it`
 * itself; another language's texts, once loaded (messages/language.ts), are read instead, at the
 * moment a text is read (messages/follow.ts).
 */
export const m: typeof it = following(it, activeTexts);
