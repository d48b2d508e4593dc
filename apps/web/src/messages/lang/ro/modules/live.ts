import type { live as italian } from '../../../modules/live';
import type { Translation } from '../../../translation';

export const live: Translation<typeof italian> = {
  alsoHere: (names, place) => `Și ${names} lucrează la ${place}`,
  alsoHereMany: (names, place) => `Și ${names} lucrează la ${place}`,
  and: 'și',
  places: {
    list: 'această listă',
    supply: 'această aprovizionare',
    order: 'această comandă',
    document: 'acest document',
    inventory: 'acest inventar',
    project: 'acest proiect',
  },
};
