import type { Gs1ErrorCode } from '@warehouse/shared';
import type { barcode as italian } from '../../../modules/barcode';
import type { Translation } from '../../../translation';
import { ltr } from '../bidi';

const gs1Errors: Record<Gs1ErrorCode, string> = {
  empty: 'الباركود لا يحتوي على بيانات',
  'not-gs1': 'الباركود ليس رمز GS1',
  'unknown-ai': 'معرّف تطبيق GS1 غير معروف',
  'too-short': 'القيمة قصيرة جدًا',
  'too-long': 'القيمة طويلة جدًا',
  'empty-value': 'القيمة مفقودة',
  'not-numeric': 'يجب أن تحتوي القيمة على أرقام فقط',
  'invalid-character': 'القيمة تحتوي على رموز غير مسموحة',
  'separator-in-value': 'فاصل مجموعة داخل قيمة ثابتة الطول',
  'check-digit': 'رقم التحقق خاطئ',
  'invalid-date': 'تاريخ غير صالح',
  'invalid-time': 'وقت غير صالح',
  'invalid-value': 'قيمة غير صالحة',
  'duplicate-ai': 'المعرّف نفسه يظهر بقيم مختلفة',
  'conflicting-ai': 'معرّفات لا يمكن أن تظهر معًا',
  'missing-companion': 'بيان إلزامي مفقود (مثل GTIN)',
  'invalid-digital-link': 'عنوان GS1 Digital Link غير معروف',
};

export const barcode: Translation<typeof italian> = {
  gs1Error: (code, ai) => (ai ? `${gs1Errors[code]} (AI ${ltr(ai)})` : gs1Errors[code]),
  label: {
    weightInPounds: (pounds, kg) => `على الملصق: ${ltr(`${pounds} lb = ${kg} kg`)}`,
    expiry: (date) => `تاريخ الانتهاء على الملصق: ${ltr(date)}`,
    bestBefore: (date) => `يُفضّل استهلاكه قبل: ${ltr(date)}`,
  },
  camera: {
    open: 'القراءة بالكاميرا',
    close: 'إغلاق الكاميرا',
    title: 'القراءة بالكاميرا',
    hint: 'وجّه الكاميرا نحو الباركود',
    starting: 'جارٍ تشغيل الكاميرا...',
    unavailable: 'كاميرا الجهاز غير موجودة أو غير قابلة للاستخدام!',
    interrupted: 'توقفت القراءة بالكاميرا',
    reopen: 'أعد فتح الكاميرا',
    dismiss: 'إغلاق',
  },
};
