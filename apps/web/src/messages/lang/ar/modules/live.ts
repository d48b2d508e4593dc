import type { live as italian } from '../../../modules/live';
import type { Translation } from '../../../translation';

export const live: Translation<typeof italian> = {
  alsoHere: (names, place) => `${names} يعمل أيضًا على ${place}`,
  alsoHereMany: (names, place) => `${names} يعملون أيضًا على ${place}`,
  and: 'و',
  places: {
    list: 'هذه القائمة',
    supply: 'هذا التزويد',
    order: 'هذا الطلب',
    document: 'هذا المستند',
    inventory: 'هذا الجرد',
    project: 'هذا المشروع',
  },
};
