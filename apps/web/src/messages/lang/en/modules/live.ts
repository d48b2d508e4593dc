import type { live as italian } from '../../../modules/live';
import type { Translation } from '../../../translation';

export const live: Translation<typeof italian> = {
  alsoHere: (names, place) => `${names} is also working on ${place}`,
  alsoHereMany: (names, place) => `${names} are also working on ${place}`,
  and: 'and',
  places: {
    list: 'this list',
    supply: 'this supply',
    order: 'this order',
    document: 'this document',
    inventory: 'this inventory',
    project: 'this project',
  },
};
