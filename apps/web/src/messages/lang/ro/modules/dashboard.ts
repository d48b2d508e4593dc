import type { dashboard as italian } from '../../../modules/dashboard';
import type { Translation } from '../../../translation';

export const dashboard: Translation<typeof italian> = {
  title: 'Tablou de bord',
  updatedAt: (time) => `Actualizat la ${time}`,
  refresh: 'Actualizează',
  loading: 'Se încarcă tabloul de bord...',
  forbidden: 'Tabloul de bord este rezervat administratorilor și supervizorilor.',
  loadError: 'Tabloul de bord nu a putut fi încărcat',
  retry: 'Reîncercați',
  openList: 'Deschide lista',
  none: 'Nicio dată',
  orders: {
    title: 'Comenzi deschise pe stări',
    typology: 'Tip',
    total: 'Total',
    states: { new: 'Noi', partial: 'Parțiale', suspended: 'Suspendate' },
    typologies: {
      AC: 'AC - Comenzi furnizor',
      LP: 'LP - Comenzi client și liste de culegere',
      AN: 'AN - Aprovizionări magazin',
    },
  },
  picking: {
    title: 'Liste de culegere în curs',
    count: (n) => `${n} în curs`,
    progress: (detected, expected) => `${detected} / ${expected}`,
    more: (shown, total) => `Afișate ${shown} din ${total}`,
  },
  inventory: {
    title: 'Inventare: documente numărate și de numărat',
    name: 'Inventar',
    documents: 'Documente',
    counted: 'Numărate',
    partial: 'În curs',
    left: 'De numărat',
  },
  packages: { title: 'Coletele de azi', closed: 'Închise azi', shipped: 'Expediate azi' },
  readings: {
    title: 'Citiri pe oră pe operator (azi)',
    operator: 'Operator',
    total: 'Citiri',
    unknown: 'Operator neindicat',
    hour: (hour) => `${String(hour).padStart(2, '0')}:00`,
  },
};
