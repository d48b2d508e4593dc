import { pluralFor } from '../../common';
import type { outbox as italian } from '../../../modules/outbox';
import type { Translation } from '../../../translation';

const plural = pluralFor('ro-RO');

export const outbox: Translation<typeof italian> = {
  pending: (n) =>
    plural(n, {
      one: '1 operațiune în așteptarea trimiterii',
      few: `${n} operațiuni în așteptarea trimiterii`,
      other: `${n} de operațiuni în așteptarea trimiterii`,
    }),
  sending: 'Se trimite...',
  offlineHint:
    'Cantitățile introduse sunt salvate pe dispozitiv și vor fi trimise imediat ce serverul răspunde.',
  refusedTitle: 'Citiri neînregistrate',
  refused: (label, reason) => `${label}: ${reason}`,
  dismiss: 'Eliminați',
  discardAsk: (label) => `Eliminați ${label}? Nu va fi înregistrată.`,
  retry: 'Reîncercați',
  offlineNotice:
    'Fără rețea: puteți continua să citiți; citirile rămân pe dispozitiv și se trimit singure. Încheie, Ieșire, tipăririle și căutarea articolelor încă nedescărcate așteaptă rețeaua.',
};
