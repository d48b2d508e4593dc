/**
 * The back office's names of models and fields (`m.adminLabels`): the operator's words the server
 * also uses in its messages, from the one table in packages/shared (`@warehouse/shared/labels`), so
 * a field named in a 422 reads the same at the form; plus the labels only the back office shows.
 */
import { commonFieldLabels, modelLabels } from '@warehouse/shared/labels';

const models = Object.fromEntries(
  Object.entries(modelLabels).map(([name, { one, many }]) => [name, { one, many }]),
) as Record<string, { one: string; many: string }>;

export const adminLabels = {
  models,
  /** Every column label the server uses, plus the back office's own (flags, computed panels). */
  fields: {
    ...commonFieldLabels,
    active: 'Attivo',
    url: 'URL',
    events: 'Eventi',
    failing: 'In errore',
    event_name: 'Evento',
    attempts: 'Tentativi',
    last_status: 'Ultima risposta',
    last_answer: 'Testo della risposta',
    next_attempt_at: 'Prossimo tentativo',
    delivered_at: 'Consegnata il',
    item_description: 'Descrizione Articolo',
    additional_barcodes: 'Barcode aggiuntivi',
    quantity_expected: 'Quantità Prevista',
    counted_by: 'Rilevata da',
    user_name: 'Utente',
    shipping_date: 'Data spedizione',
    prepared: 'Preparato',
    delivered: 'Consegnato',
    suspended: 'Sospeso',
    store: 'Negozio',
    shipped: 'Spedito',
    inventory: 'Inventario',
    picking: 'Lista di prelievo',
    free: 'Libero',
    flag_agent: 'Consegna Agente',
    purpose: 'Uso',
    default: 'Predefinita',
    error: 'Errore',
    payload: 'Dati',
    body: 'Testo del modello',
    predicate: 'Regola',
    action: 'Azione',
    model: 'Modello',
    ns: 'Gruppo',
    key: 'Chiave',
    raw: 'Valore',
    progress: 'Avanzamento',
    pictures: 'Foto',
    created_at: 'Creato il',
    updated_at: 'Modificato il',
    parent: 'Documento principale',
    gln: 'GLN',
    sscc: 'SSCC',
    language: 'Lingua',
  },
  choices: {
    /** Each language by its own name (users' `language`, issue 45). */
    language: { it: 'Italiano', en: 'English', ro: 'Română', ar: 'العربية' },
    purpose: { warehouse: 'Magazzino', store: 'Negozio' },
    predicate: { can: 'Consenti', cannot: 'Nega' },
    deliveryStatus: { pending: 'In attesa', delivered: 'Consegnata', failed: 'Fallita' },
    action: {
      manage: 'Tutto',
      read: 'Lettura',
      create: 'Creazione',
      update: 'Modifica',
      destroy: 'Eliminazione',
    },
  },
  /** The module switches (settings `track.enable_*`) the handheld home reads. */
  settingKeys: {
    enable_picking_list: 'Modulo Prelievo da magazzino',
    enable_shipping: 'Modulo Uscita merce',
    enable_receipt: 'Modulo Ingresso merce',
    enable_movement: 'Modulo Movimentazione',
    enable_inventory: 'Modulo Inventario',
    enable_package_close: 'Modulo Gestione colli',
    enable_truck_loading: 'Modulo Carico camion',
    enable_lot_where: "Modulo Dov'è questo lotto?",
    company_prefix: 'Prefisso aziendale GS1 (SSCC)',
    sscc_extension_digit: 'Cifra di estensione SSCC',
    name: 'Nome del magazzino (etichetta GS1)',
    address: 'Indirizzo del magazzino (etichetta GS1)',
    gln: 'GLN del magazzino',
    update_project: "Preparazione colli: all'uscita ricalcola anche la commessa",
  },
  /** The settings' groups (`ns`), so that no setting shows an English word (issue 48). */
  settingGroups: {
    track: 'Moduli',
    gs1: 'GS1',
    site: 'Magazzino',
    project_preparation: 'Preparazione colli',
  },
  /** The orders' despatch advice column (issue 44). */
  desadv: { column: 'DESADV', download: 'Avviso di spedizione' },
  /** Shown for an empty `gs1.company_prefix` (issue 44). */
  missingPrefix:
    'Mancante: senza prefisso aziendale GS1 (da 7 a 11 cifre) i colli non hanno SSCC, le etichette restano quelle di sempre e non si compila l’avviso di spedizione',
} as const;
