import type { screens as italian } from '../../../modules/screens';
import type { Translation } from '../../../translation';

export const screens: Translation<typeof italian> = {
  orderSelection: 'اختيار الطلب',
  orderManagement: 'إدارة الطلب',
  pickingSelection: 'قوائم الانتقاء',
  pickingManagement: 'الانتقاء من المستودع',
  projectSelection: 'تجهيز الطرود',
  projectManagement: 'إدارة التجهيز',
  packageSelection: 'تحميل الشاحنة',
  packageManagement: 'تحميل الشاحنة',
  incoming: 'استلام البضائع',
  incomingDetail: 'استلام البضائع',
  outgoing: 'إخراج البضائع',
  outgoingDetail: 'إخراج البضائع',
  storeSelection: 'المتجر',
  storeManagement: 'المتجر',
  priceLabel: 'طباعة ملصق السعر',
  inventorySelection: 'الجرد',
  inventoryDocuments: 'الجرد - المستندات',
  inventoryList: 'جرد حسب القائمة',
  inventoryFree: 'جرد حرّ',
  inventoryMixed: 'جرد مختلط',
  movement: 'نقل البضائع',
};
