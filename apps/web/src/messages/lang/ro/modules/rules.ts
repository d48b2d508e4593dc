import { MAX_QUANTITY, QUANTITY_DECIMALS } from '../../common';
import type { rules as italian } from '../../../modules/rules';
import type { Translation } from '../../../translation';

export const rules: Translation<typeof italian> = {
  quantity: {
    notANumber: 'Introduceți un număr în câmpul Cantitate!',
    negative: 'Nu sunt permise valori negative în câmpul Cantitate!',
    zero: 'Cantitatea trebuie să fie mai mare decât zero.',
    notWhole: 'Unitatea de măsură nu admite zecimale: introduceți un număr întreg.',
    aboveMaximum: `Cantitatea depășește maximul permis (${MAX_QUANTITY.toLocaleString('ro-RO')}).`,
    tooPrecise: `Sunt permise cel mult ${QUANTITY_DECIMALS} zecimale.`,
  },
  projectConcluded: (name) => `${name} este deja finalizat: nu mai acceptă citiri sau colete`,
};
