import type { screens as italian } from '../../../modules/screens';
import type { Translation } from '../../../translation';

export const screens: Translation<typeof italian> = {
  orderSelection: 'Order selection',
  orderManagement: 'Order management',
  pickingSelection: 'Picking lists',
  pickingManagement: 'Warehouse picking',
  projectSelection: 'Parcel preparation',
  projectManagement: 'Preparation',
  packageSelection: 'Truck loading',
  packageManagement: 'Truck loading',
  incoming: 'Goods in',
  incomingDetail: 'Goods in',
  outgoing: 'Goods out',
  outgoingDetail: 'Goods out',
  storeSelection: 'Store',
  storeManagement: 'Store',
  priceLabel: 'Price label',
  inventorySelection: 'Inventory',
  inventoryDocuments: 'Inventory - Documents',
  inventoryList: 'List inventory',
  inventoryFree: 'Free inventory',
  inventoryMixed: 'Mixed inventory',
  movement: 'Goods movement',
};
