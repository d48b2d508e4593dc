import type { screens as italian } from '../../../modules/screens';
import type { Translation } from '../../../translation';

export const screens: Translation<typeof italian> = {
  orderSelection: 'Selectare comandă',
  orderManagement: 'Gestionare comandă',
  pickingSelection: 'Liste de culegere',
  pickingManagement: 'Culegere din depozit',
  projectSelection: 'Pregătire colete',
  projectManagement: 'Gestionare pregătire',
  packageSelection: 'Încărcare camion',
  packageManagement: 'Încărcare camion',
  incoming: 'Recepție marfă',
  incomingDetail: 'Recepție marfă',
  outgoing: 'Ieșire marfă',
  outgoingDetail: 'Ieșire marfă',
  storeSelection: 'Magazin',
  storeManagement: 'Magazin',
  priceLabel: 'Tipărire etichetă preț',
  inventorySelection: 'Inventar',
  inventoryDocuments: 'Inventar - Documente',
  inventoryList: 'Inventar pe listă',
  inventoryFree: 'Inventar liber',
  inventoryMixed: 'Inventar mixt',
  movement: 'Mișcare marfă',
};
