import type { lot as italian } from '../../../modules/lot';
import type { Translation } from '../../../translation';
import { ltr } from '../bidi';

export const lot: Translation<typeof italian> = {
  title: 'أين هذه الدفعة؟',
  homeEntry: 'أين هذه الدفعة؟',
  field: 'الدفعة أو TAG أو الباركود',
  hint: 'اقرأ باركود الدفعة (GS1) أو TAG، أو اكتب رقم الدفعة',
  search: 'بحث',
  searching: 'جارٍ البحث...',
  notFound: (code) => `لم يُعثر على دفعة لـ «${ltr(code)}»`,
  noStock: 'لا توجد بضائع من هذه الدفعة في المستودع',
  item: (code, description) => `${ltr(code)} ${description}`.trim(),
  lotLine: (code) => `الدفعة ${ltr(code)}`,
  expiry: (date) => `تاريخ الانتهاء ${ltr(date)}`,
  place: 'أين',
  quantity: 'الكمية',
  inPackage: (name) => `الطرد ${ltr(name)} (للشحن)`,
  inOrder: (name) => `الطلب ${ltr(name)} (غير مغلّف)`,
  unknownPlace: 'الموقع غير محدد',
  total: (quantity, unit) => `في المستودع: ${ltr(`${quantity} ${unit}`.trim())}`,
  unreconciled: (quantity) => `تنبيه: ${ltr(quantity)} غير مطابقة (انظر التتبّع في الإدارة)`,
};
