import { pluralFor } from '../../common';
import type { scanner as italian } from '../../../modules/scanner';
import type { Translation } from '../../../translation';
import { ltr } from '../bidi';

const plural = pluralFor('ar');

export const scanner: Translation<typeof italian> = {
  interrupted: 'انقطعت القراءة: أعد القراءة',
  expired: (n) =>
    plural(n, {
      one: 'تم تجاهل القراءة: لم تكن الشاشة جاهزة، أعد القراءة',
      two: 'تم تجاهل قراءتين: لم تكن الشاشة جاهزة، أعد القراءة',
      few: `تم تجاهل ${ltr(n)} قراءات: لم تكن الشاشة جاهزة، أعد القراءة`,
      other: `تم تجاهل ${ltr(n)} قراءة: لم تكن الشاشة جاهزة، أعد القراءة`,
    }),
  implausible: (quantity, unit) => `كمية كبيرة جدًا: هل تؤكد ${ltr(`${quantity}${unit ? ` ${unit}` : ''}`)}؟`,
  packageChosen: (name) => `تم اختيار الطرد ${ltr(name)}`,
  confirmOff: {
    quantity: 'أدخل الكمية',
    package: 'اختر الطرد (أو اقرأ ملصقه)',
    location: 'اختر الموقع',
  },
  tooManyHeld: 'تم تجاهل القراءة: قراءات كثيرة بالانتظار، أعد القراءة',
  camera: {
    denied:
      'تم رفض الوصول إلى الكاميرا. للسماح به: المس الرمز بجانب عنوان الصفحة (أو إعدادات المتصفح ← إعدادات الموقع ← الكاميرا)، اختر «السماح»، ثم أعد المحاولة.',
    aim: 'ضع الباركود داخل الإطار',
  },
  settings: {
    title: 'الماسح (لوحة مفاتيح)',
    hint: 'للماسحات التي تكتب كلوحة مفاتيح: رموز يرسلها الماسح قبل كل رمز وبعده (فارغ: لا شيء).',
    prefix: 'البادئة',
    suffix: 'اللاحقة',
    testField: 'حقل الاختبار',
    testFieldHint: 'اقرأ رمزًا والمؤشر في هذا الحقل: يظهر أدناه ما استلمه التطبيق.',
    received: 'استُلم كقراءة',
    typed: 'استُلم كنص مكتوب',
    symbology: 'نوع الرمز',
    source: 'المصدر',
    nothing: 'لا شيء بعد',
  },
};
