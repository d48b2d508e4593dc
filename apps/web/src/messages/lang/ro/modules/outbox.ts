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
};
