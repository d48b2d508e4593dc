import { pluralFor } from '../../common';
import type { scan as italian } from '../../../modules/scan';
import type { Translation } from '../../../translation';
import { ltr } from '../bidi';

const plural = pluralFor('ar');

export const scan: Translation<typeof italian> = {
  searchItemTitle: 'البحث عن صنف',
  itemNotFound: 'الصنف غير موجود!',
  codeRead: (code) => `الرمز المقروء: ${ltr(code)}`,
  packageNotFound: 'الطرد غير موجود أو مغلق ومشحون بالفعل!',
  locationNotFound: 'الموقع غير موجود!',
  documentNotFound: 'المستند غير موجود!',
  projectNotFound: 'المشروع غير موجود!',
  wholeUnit: (unit) => `كمية غير صالحة: لوحدة ${ltr(unit)} أدخل عددًا صحيحًا`,
  nothingToConclude: 'لم تُدخل أي كمية: لا شيء لإنهائه',
  readingWhileSaving: 'تم تجاهل القراءة: الحفظ جارٍ، أعد القراءة بعده',
  withCode: (code, message) => `${ltr(code)}: ${message}`,
  tagsOnly: (code) => `هذه الشاشة تقرأ TAG RFID فقط: لم يُحتسب الباركود ${ltr(code)}`,
  readingWhileOpen: 'تم تجاهل القراءة: أكّد السطر المفتوح أو أغلقه أولًا',
  tooManyWaiting: 'تم تجاهل القراءة: انتظر انتهاء الحفظ الجاري',
  entryRestored: 'تمت استعادة كمية غير مؤكدة',
  detectedChanged: (now) => `تغيّرت الكمية المُدخلة في الأثناء: الآن ${ltr(now)}. تحقّق من الكمية وأكّد من جديد.`,
  detectedChangedBy: (name, time, now) =>
    `في الأثناء غيّر ${name} الكمية المُدخلة عند ${ltr(time)}: الآن ${ltr(now)}. تحقّق من الكمية وأكّد من جديد.`,
  readingsWaiting: (n) =>
    `${n === undefined ? 'قراءات هذا الصنف' : plural(n, { one: 'قراءة واحدة', two: 'قراءتان', few: `${ltr(n)} قراءات`, other: `${ltr(n)} قراءة` })} ما زالت بانتظار الإرسال إلى الخادم: انتظر حتى تُرسل وأعد المحاولة.`,
  quantityKeyRefused: {
    wholeOnly: (unit) => `${unit ? ltr(unit) : 'هذا الصنف'}: أرقام صحيحة فقط، الفاصلة العشرية غير مسموح بها`,
    digitsOnly: 'أدخل أرقامًا فقط، وفاصلة عشرية واحدة إن كانت مسموحة',
    tooLong: 'الكمية طويلة جدًا',
  },
  labelItemFirst: 'تمت قراءة الدفعة والتاريخ من الملصق: اقرأ أولًا باركود الصنف (02) من الملصق نفسه',
  ssccNotHere: (sscc) => `SSCC ${sscc}: هذا ملصق الطرد، هنا يُقرأ باركود الصنف (01) أو (02)`,
  ssccNoPackage: (sscc) => `SSCC ${sscc}: لا يوجد طرد مفتوح بهذا الرمز`,
  readLot: 'الدفعة المقروءة',
  readLotDate: 'تاريخ الانتهاء المقروء',
};
