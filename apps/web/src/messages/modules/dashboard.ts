/**
 * Italian texts of the back office's dashboard (`/admin`). Imported by the admin chunk only, not
 * by messages/it.ts, so the handheld screens do not carry them (docs/dashboard.md).
 */
export const dashboard = {
  title: 'Cruscotto',
  updatedAt: (time: string) => `Aggiornato alle ${time}`,
  refresh: 'Aggiorna',
  loading: 'Caricamento del cruscotto...',
  forbidden: 'Il cruscotto è riservato ad amministratori e supervisori.',
  loadError: 'Impossibile caricare il cruscotto',
  retry: 'Riprova',
  openList: 'Apri elenco',
  none: 'Nessun dato',
  orders: {
    title: 'Ordini aperti per stato',
    typology: 'Tipologia',
    total: 'Totale',
    states: { new: 'Nuovi', partial: 'Parziali', suspended: 'Sospesi' },
    typologies: {
      AC: 'AC - Ordini fornitore',
      LP: 'LP - Ordini cliente e liste di prelievo',
      AN: 'AN - Approvvigionamenti negozio',
    } as Record<string, string>,
  },
  picking: {
    title: 'Liste di prelievo in corso',
    count: (n: number) => `${n} in corso`,
    progress: (detected: string, expected: string) => `${detected} / ${expected}`,
    more: (shown: number, total: number) => `Mostrate ${shown} di ${total}`,
  },
  inventory: {
    title: 'Inventari: documenti contati e da contare',
    name: 'Inventario',
    documents: 'Documenti',
    counted: 'Contati',
    partial: 'In corso',
    left: 'Da contare',
  },
  packages: {
    title: 'Colli di oggi',
    closed: 'Chiusi oggi',
    shipped: 'Spediti oggi',
  },
  readings: {
    title: 'Letture per ora per operatore (oggi)',
    operator: 'Operatore',
    total: 'Letture',
    unknown: 'Operatore non indicato',
    hour: (hour: number) => `${String(hour).padStart(2, '0')}:00`,
  },
} as const;
