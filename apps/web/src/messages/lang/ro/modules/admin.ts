import type { admin as italian } from '../../../modules/admin';
import type { Translation } from '../../../translation';
import { pluralFor } from '../../common';

const plural = pluralFor('ro-RO');

const verbs = {
  leggere: 'citiți',
  creare: 'creați',
  modificare: 'modificați',
  eliminare: 'ștergeți',
} as const;

export const admin: Translation<typeof italian> = {
  title: 'Administrare',
  overview: 'Prezentare generală',
  overviewHint: 'Alegeți o arhivă de consultat sau de modificat.',
  backToApp: 'Înapoi la aplicație',
  logout: 'Ieșire',
  groups: {
    catalog: 'Date de bază',
    orders: 'Comenzi și documente',
    printing: 'Tipărire',
    access: 'Utilizatori și setări',
  },
  refused: {
    title: 'Acces nepermis',
    text: 'Administrarea este rezervată administratorilor și supervizorilor. Pentru acces adresați-vă responsabilului.',
  },
  smallScreen: {
    title: 'Administrare pentru computer și tabletă',
    text: 'Administrarea este făcută pentru ecranul unui computer sau al unei tablete: pe acest ecran listele și formularele nu se citesc complet.',
    goOn: 'Continuă totuși',
  },
  notAllowed: (verb, many) => `Rolul dumneavoastră nu vă permite să ${verbs[verb]}: ${many}`,
  unknownResource: (name) => `Arhivă necunoscută: ${name}`,
  list: {
    search: 'Caută',
    searchHint: 'Caută în timp ce scrieți',
    new: 'Nou',
    columns: 'Coloane',
    export: 'Exportă CSV',
    import: 'Importă CSV',
    exported: 'Export descărcat',
    filters: 'Filtre',
    clearFilters: 'Resetează filtrele',
    any: 'Toate',
    yes: 'Da',
    no: 'Nu',
    empty: 'Nicio înregistrare',
    loadError: 'Înregistrările nu au putut fi încărcate',
    total: (n) => `${n} înregistrări`,
    selected: (n) => `${n} selectate`,
    deleteSelected: 'Șterge selectate',
    editSelected: 'Modifică selectate',
    confirmDeleteMany: (n) => `Ștergeți ${n} înregistrări? Operațiunea nu poate fi anulată.`,
    deletedMany: (n) => `${n} înregistrări șterse`,
    updatedMany: (n) => `${n} înregistrări modificate`,
    progress: (read, expected, percent) => `${read}/${expected} (${percent}%)`,
    staleManyReapply: (n, titles, fields, selected) =>
      `Nicio înregistrare modificată: ${n === 1 ? 'una a fost schimbată' : `${n} au fost schimbate`} de alt operator între timp (${titles}). Lista a fost reîncărcată. Aplicați din nou aceeași modificare (${fields}) celor ${selected} înregistrări selectate, pe datele actuale?`,
    staleManyDelete: (n, titles) =>
      `Nicio înregistrare ștearsă: ${n === 1 ? 'una a fost schimbată' : `${n} au fost schimbate`} de alt operator între timp (${titles}). Lista a fost reîncărcată: verificați și repetați ștergerea.`,
    bulkField: 'Câmp de modificat',
    bulkValue: 'Valoare nouă',
    apply: 'Aplică',
    readOnly: 'Doar citire',
  },
  export: {
    excel: 'Excel (Italia)',
    excelHint: 'Punct și virgulă, UTF-8 cu BOM, zecimale cu virgulă',
    csv: 'CSV standard',
    csvHint: 'Virgulă, UTF-8, zecimale cu punct',
    progress: (rows, total) => `Export: ${rows} din ${total} rânduri`,
  },
  form: {
    newTitle: (one) => `Nou: ${one}`,
    editTitle: (one, title) => `${one}: ${title}`,
    save: 'Salvează',
    saved: 'Salvat',
    created: 'Creat',
    delete: 'Șterge',
    confirmDelete: (title) => `Ștergeți „${title}”? Operațiunea nu poate fi anulată.`,
    deleted: 'Șters',
    cancel: 'Anulează',
    back: 'Înapoi la listă',
    required: 'Câmp obligatoriu',
    notNumber: 'Introduceți un număr',
    conflict: 'Modificare în conflict cu alt operator',
    conflictHint: 'Înregistrarea a fost reîncărcată cu datele actuale: repetați modificarea și salvați.',
    conflictKeptHint:
      'Modificările dumneavoastră au fost păstrate pe datele actuale: verificați câmpurile indicate și salvați din nou.',
    conflictBy: (by) =>
      by
        ? `Înregistrare modificată între timp de ${by.name} la ${by.time}`
        : 'Înregistrare modificată între timp',
    conflictKept: 'Modificările dumneavoastră sunt păstrate în formular. Câmpuri schimbate între timp:',
    changedMeanwhileBy: (name, fields, time) => `Între timp ${name} a modificat ${fields} la ${time}`,
    changedMeanwhile: (fields) => `Între timp a fost modificat ${fields}`,
    changedMeanwhileKept:
      'Modificările dumneavoastră rămân în formular: Salvează întreabă înainte de a înlocui.',
    conflictStored: (value) => `salvat acum „${value}”`,
    conflictMine: (value) => `· al dumneavoastră „${value}”`,
    conflictUseStored: 'Folosește valoarea salvată',
    emptyValue: '(gol)',
    conflictDeleteHint:
      'Înregistrarea a fost reîncărcată cu datele actuale: verificați-le și repetați ștergerea.',
    notFound: 'Înregistrarea nu a fost găsită',
    choose: 'Alegeți…',
    children: 'Legate',
    addChild: 'Adaugă',
    openList: (n) => `Deschide lista (${n})`,
    none: 'Niciunul',
    dateTimeHint: 'Dată și oră, de exemplu 2026-11-23T15:30',
    progress: (read, expected, percent) => `Citite ${read} din ${expected} (${percent}%)`,
    openExisting: (label) => `Deschide „${label}”`,
    notDeleted: 'Neșters',
    notSaved: 'Nesalvat',
  },
  printer: { status: 'Stare', online: 'Conectată', offline: 'Indisponibilă', check: 'Verifică starea' },
  template: {
    preview: 'Previzualizare',
    previewHint: 'Previzualizarea se actualizează în timp ce modificați șablonul',
    previewAlt: 'Previzualizarea etichetei',
    previewError: 'Previzualizare indisponibilă',
  },
  user: {
    password: 'Parolă nouă',
    passwordHint: 'Lăsați gol pentru a nu o schimba (cel puțin 8 caractere)',
    roles: 'Roluri',
    activeHint: 'Oprit: utilizatorul nu mai poate intra și toate sesiunile lui se încheie',
    access: 'Acces',
    accessHint: 'O parolă nouă sau alte roluri încheie deja toate sesiunile.',
    endSessions: 'Încheie sesiunile',
    sessionsEnded: 'Sesiuni încheiate: utilizatorul trebuie să intre din nou',
    newLink: 'Link nou de acces automat',
    linkShownOnce:
      'Linkul se vede doar acum: copiați-l și dați-l utilizatorului. Cel anterior nu mai funcționează.',
    revokeLink: 'Revocă accesul automat',
    linkRevoked: 'Acces automat revocat',
    copy: 'Copiază',
    language: 'Limba',
  },
  webhook: {
    eventsHint:
      'Numele evenimentelor separate prin virgulă, sau * pentru toate (ex. order.concluded, package.shipped)',
    secret: 'Secret de semnare',
    secretShownOnce:
      'Secretul se vede doar acum: copiați-l în receptor (ERP). Servește la verificarea semnăturii fiecărui eveniment.',
    rotate: 'Secret nou',
    rotateHint: 'Timp de 24 de ore fiecare eveniment este semnat atât cu secretul nou, cât și cu cel vechi.',
    test: 'Trimiteți un eveniment de test',
    testSent: 'Eveniment de test pus în coadă',
    redeliverAll: 'Retrimiteți toate cele eșuate',
    redeliver: 'Retrimiteți',
    redelivered: (n) =>
      plural(n, {
        one: '1 livrare din nou în coadă',
        few: `${n} livrări din nou în coadă`,
        other: `${n} de livrări din nou în coadă`,
      }),
    failing: 'Ultimele livrări au eșuat: endpointul este în eroare',
    copy: 'Copiați',
  },
};
