import { pluralFor } from '../../common';
import type { outgoing as italian } from '../../../modules/outgoing';
import type { Translation } from '../../../translation';
import { ltr } from '../bidi';

const plural = pluralFor('ar');

export const outgoing: Translation<typeof italian> = {
  title: 'إخراج البضائع',
  typologyTitle: 'إخراج البضائع بدون قائمة',
  customer: 'العميل',
  customerPlaceholder: 'اختر العميل',
  addCustomer: 'عميل جديد',
  newCustomerMessage: 'أدخل اسم العميل الجديد',
  newCustomerLabel: 'اسم العميل',
  refreshCustomers: 'تحديث العملاء',
  save: 'حفظ',
  clear: 'مسح القائمة',
  total: (n) => `مجموع القراءات: ${ltr(n)}`,
  itemsTitle: 'الأصناف المقروءة',
  noReadings: 'لا توجد قراءات',
  unknownTags: (n) => `TAG غير معروفة: ${ltr(n)}`,
  lookingUp: (n) => `جارٍ البحث عن TAG: ${ltr(n)}`,
  noDescription: '(بدون وصف)',
  noOptions: 'لا توجد عناصر',
  saved: 'تم حفظ الحركة بنجاح!',
  headerError: 'خطأ أثناء حفظ رأس الحركة',
  detailError: 'خطأ أثناء حفظ تفاصيل الحركة',
  tagSearchError: 'خطأ في البحث عن الـ TAG',
  saving: 'جارٍ الحفظ...',
  customersError: 'خطأ في البحث عن العملاء',
  keptHint: 'تم الاحتفاظ بالقراءات: اضغط «حفظ» لإعادة المحاولة.',
  waiting: (n) =>
    plural(n, {
      one: 'قراءة واحدة بانتظار الإرسال',
      two: 'قراءتان بانتظار الإرسال',
      few: `${ltr(n)} قراءات بانتظار الإرسال`,
      other: `${ltr(n)} قراءة بانتظار الإرسال`,
    }),
  waitingHint: 'الخادم لا يستجيب: القراءات محفوظة وستُرسل فور استجابته.',
  offlineNotice:
    'لا توجد شبكة: يمكنك متابعة قراءة العلامات، فهي تبقى على الجهاز. الحفظ ينتظر الشبكة ثم يُرسل تلقائياً.',
  moved: (n, by) =>
    `لم يتم الحفظ: ${plural(n, { one: 'تم تعديل TAG واحد', two: 'تم تعديل اثنين من TAG', few: `تم تعديل ${ltr(n)} TAG`, other: `تم تعديل ${ltr(n)} TAG` })} في الأثناء ${by ? `بواسطة ${by.name} الساعة ${ltr(by.time)}` : 'بواسطة مشغّل آخر'}.`,
  movedRow: (code, where) => (where ? `${ltr(code)}: الآن في ${ltr(where)}` : ltr(code)),
  movedMore: (n) => `… و${ltr(n)} أخرى`,
  movedHint: 'تم تحديث القراءات: تحقّق من العميل واضغط «حفظ».',
  needCustomer: 'اختر العميل للحفظ.',
  needReadings: 'اقرأ الـ TAG المراد شحنها للحفظ.',
  clearConfirm: (n) =>
    `مسح القائمة؟ ${plural(n, { one: 'ستضيع القراءة', two: 'ستضيع القراءتان', few: `ستضيع القراءات الـ ${ltr(n)}`, other: `ستضيع القراءات الـ ${ltr(n)}` })}.`,
  clearedWhileSending: 'تم مسح القائمة. جزء منها أُرسل إلى الخادم قبل المسح وربما حُفظ.',
  restored: (n) => (n === 0 ? 'تمت استعادة عميل لم يُحفظ' : `تمت استعادة TAG مقروءة غير محفوظة: ${ltr(n)}`),
  existingCustomer: (name) => `العميل موجود بالفعل، تم اختياره: ${name}`,
  unknownListTitle: 'TAG غير معروفة',
  showUnknown: 'عرض',
};
