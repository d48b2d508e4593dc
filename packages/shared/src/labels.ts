/**
 * The operator's words for models and fields: one table for the server (every message that names a
 * model or a column, 'Campo obbligatorio mancante: Articolo') and the back office (its lists and
 * forms), so a field named in a 422 reads the same at the form. Never a column name such as
 * `item_id`: a foreign key is named by the model it points at, so only the other columns need a
 * label here.
 */
export interface ModelLabel {
  one: string;
  many: string;
  /** Labels of this model's columns that differ from the common ones below. */
  fields?: Record<string, string>;
}

export const modelLabels: Record<string, ModelLabel> = {
  plants: { one: 'Stabilimento', many: 'Stabilimenti' },
  locations: { one: 'Ubicazione', many: 'Ubicazioni' },
  branches: { one: 'Filiale', many: 'Filiali' },
  users: { one: 'Utente', many: 'Utenti' },
  roles: { one: 'Ruolo', many: 'Ruoli' },
  permissions: { one: 'Permesso', many: 'Permessi', fields: { model: 'Modello', action: 'Azione' } },
  settings: {
    one: 'Impostazione',
    many: 'Impostazioni',
    fields: { ns: 'Gruppo', key: 'Chiave', raw: 'Valore' },
  },
  project_typologies: { one: 'Tipologia progetto', many: 'Tipologie progetto' },
  customers: { one: 'Cliente', many: 'Clienti' },
  suppliers: { one: 'Fornitore', many: 'Fornitori' },
  addresses: { one: 'Destinazione', many: 'Destinazioni' },
  transport_means: {
    one: 'Mezzo di trasporto',
    many: 'Mezzi di trasporto',
    fields: { flag_agent: 'Consegna Agente' },
  },
  projects: { one: 'Progetto', many: 'Progetti' },
  measure_units: { one: 'Unità di misura', many: 'Unità di misura' },
  items: { one: 'Articolo', many: 'Articoli', fields: { description: 'Descrizione Articolo' } },
  additional_barcodes: { one: 'Barcode aggiuntivo', many: 'Barcode aggiuntivi', fields: { code: 'Barcode' } },
  serials: { one: 'Lotto', many: 'Lotti', fields: { code: 'Lotto' } },
  documents: { one: 'Documento', many: 'Documenti', fields: { parent_id: 'Documento principale' } },
  packages: { one: 'Collo', many: 'Colli' },
  picks: { one: 'Riga da prelevare', many: 'Righe da prelevare', fields: { quantity: 'Quantità Prevista' } },
  project_rows: { one: 'Lettura', many: 'Letture', fields: { code: 'Codice letto' } },
  tracks: { one: 'Tracciamento', many: 'Tracciamenti' },
  printers: { one: 'Stampante', many: 'Stampanti', fields: { default: 'Predefinita' } },
  print_templates: {
    one: 'Modello di stampa',
    many: 'Modelli di stampa',
    fields: { body: 'Testo del modello' },
  },
  webhooks: { one: 'Webhook', many: 'Webhook', fields: { url: 'URL', events: 'Eventi', active: 'Attivo' } },
  webhook_deliveries: { one: 'Consegna webhook', many: 'Consegne webhook' },
  print_jobs: {
    one: 'Stampa',
    many: 'Stampe',
    fields: { printer_id: 'Stampante', print_template_id: 'Modello di stampa' },
  },
};

/** Column labels shared by every model. */
export const commonFieldLabels = {
  id: 'Id',
  name: 'Nome',
  title: 'Titolo',
  code: 'Codice',
  description: 'Descrizione',
  email: 'Email',
  password: 'Password',
  barcode: 'Barcode',
  lot: 'Lotto',
  quantity: 'Quantità',
  quantity_detected: 'Quantità rilevata',
  quantity_remaining: 'Quantità residua',
  locked_quantity: 'Quantità impegnata',
  retail_price: 'Prezzo al pubblico',
  notes: 'Note',
  external_code: 'Codice esterno',
  external_reference: 'Riferimento esterno',
  address: 'Indirizzo',
  postal_code: 'CAP',
  locality: 'Località',
  province: 'Provincia',
  vat_number: 'Partita IVA',
  project_date: 'Data Progetto',
  estimated_shipping_date: 'Data Prevista',
  issued_at: 'Data documento',
  package_number: 'Nr. Colli',
  payment_code: 'Codice Pagamento',
  operator: 'Operatore',
  zone: 'Zona',
  serie: 'Serie',
  year: 'Anno',
  closed: 'Chiuso',
  divisible: 'Ammette decimali',
  partial: 'Parziale',
  incremental: 'Progressivo',
  weight: 'Peso',
  width: 'Larghezza',
  depth: 'Profondità',
  height: 'Altezza',
  host: 'Indirizzo',
  port: 'Porta',
  copies: 'Copie',
  status: 'Stato',
  last_seen_at: 'Ultimo rilevamento',
  lock_version: 'Versione',
  admin: 'Amministratore',
} as const satisfies Record<string, string>;
