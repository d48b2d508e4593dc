import { pluralFor } from '../../common';
import type { writes as italian } from '../../../modules/writes';
import type { Translation } from '../../../translation';

const plural = pluralFor('ro-RO');

export const writes: Translation<typeof italian> = {
  pending: 'Operațiuni nefinalizate. Verificați conexiunea și reîncercați.',
  waiting: (n) =>
    plural(n, {
      one: 'Serverul nu poate fi contactat: 1 operațiune în așteptare, va fi trimisă imediat ce răspunde.',
      few: `Serverul nu poate fi contactat: ${n} operațiuni în așteptare, vor fi trimise imediat ce răspunde.`,
      other: `Serverul nu poate fi contactat: ${n} de operațiuni în așteptare, vor fi trimise imediat ce răspunde.`,
    }),
  stalled: (seconds) =>
    `Serverul nu răspunde de peste ${seconds} secunde. Nimic nu se pierde: nu închideți aplicația, trimiterea se reia singură.`,
  retryNow: 'Reîncercați acum',
};
