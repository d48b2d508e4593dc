import { MAX_QUANTITY, QUANTITY_DECIMALS } from '../../common';
import type { rules as italian } from '../../../modules/rules';
import type { Translation } from '../../../translation';

export const rules: Translation<typeof italian> = {
  quantity: {
    notANumber: 'Enter a number in the Quantity field!',
    negative: 'Negative values are not allowed in the Quantity field!',
    zero: 'The quantity must be above zero.',
    notWhole: 'The unit of measure allows no decimals: enter a whole number.',
    aboveMaximum: `The quantity is above the maximum allowed (${MAX_QUANTITY.toLocaleString('en-GB')}).`,
    tooPrecise: `At most ${QUANTITY_DECIMALS} decimals are allowed.`,
  },
  projectConcluded: (name) => `${name} is already finished: it takes no more readings or parcels`,
};
