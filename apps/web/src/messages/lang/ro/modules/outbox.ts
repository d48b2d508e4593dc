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
  move: 'Mutați',
  moveTitle: (label) => `Unde se înregistrează ${label}?`,
  moveTarget: 'Înregistrați în',
  moveConfirm: 'Confirmați',
  moveCancel: 'Anulați',
  moveLoading: 'Se caută...',
  moveNoPackage: 'Niciun alt colet deschis în această comandă',
  moveNoList: 'Nicio altă comandă deschisă cu acest articol',
  moving: (target) => `Se trimite în ${target}...`,
  moved: (label, target) => `${label} înregistrată în ${target}`,
  moveWaiting:
    'Serverul nu răspunde: citirea rămâne pe dispozitiv și va fi trimisă imediat ce serverul răspunde.',
  retry: 'Reîncercați',
  offlineNotice:
    'Fără rețea: puteți continua să citiți; citirile rămân pe dispozitiv și se trimit singure. Încheie, Ieșire, tipăririle și căutarea articolelor încă nedescărcate așteaptă rețeaua.',
};
