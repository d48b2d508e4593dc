import { pluralFor } from '../../common';
import type { print as italian } from '../../../modules/print';
import type { Translation } from '../../../translation';
import { ltr } from '../bidi';

const plural = pluralFor('ar');

export const print: Translation<typeof italian> = {
  item: 'الصنف',
  itemPlaceholder: 'ابحث بالوصف',
  noItems: 'لم يُعثر على أي صنف',
  code: 'الرمز',
  description: 'الوصف',
  externalCode: 'ID',
  barcode: 'باركود',
  retailPrice: 'السعر',
  labelCount: 'عدد الملصقات',
  preview: 'معاينة',
  previewAlt: 'معاينة ملصق السعر',
  previewLoading: 'جارٍ إعداد المعاينة...',
  previewUnavailable: 'المعاينة غير متاحة',
  print: 'طباعة',
  chooseItem: 'ابحث عن صنف بالوصف أو اقرأ الباركود الخاص به',
  printerUnreachable: 'تعذّر الوصول إلى الطابعة. لا يمكن طباعة الملصق',
  printerNotFound: 'الطابعة غير موجودة',
  printError: 'خطأ أثناء طباعة الملصق',
  orderPrinterUnreachable: 'تعذّر الوصول إلى الطابعة؛ لم يُطبع الملصق',
  printed: (n) => `تمت طباعة الملصق بنجاح. الملصقات المطبوعة: ${ltr(n)}`,
  proceedWithoutPrinter: 'هل تتابع رغم عدم تعيين طابعة (لن يُطبع الملصق)؟',
  offlineReason: {
    unreachable: 'الطابعة لا تستجيب.',
    paper_out: 'نفد الورق.',
    ribbon_out: 'نفد الشريط.',
    head_open: 'رأس الطباعة مفتوح.',
    paused: 'الطابعة متوقفة مؤقتًا.',
    error: 'الطابعة في حالة خطأ.',
    timeout: 'لم تستلم الطابعة الملصق في الوقت المحدد.',
    connection_closed: 'أغلقت الطابعة الاتصال أثناء الطباعة.',
  },
  owedTitle: 'ملصقات للطباعة',
  owedLabels: (n) =>
    plural(n, {
      zero: 'لا ملصقات',
      one: 'ملصق واحد',
      two: 'ملصقان',
      few: `${ltr(n)} ملصقات`,
      other: `${ltr(n)} ملصقًا`,
    }),
  owedKept: (n) =>
    `ملصقات للطباعة: ${ltr(n)}. تُطبع من «اختيار الطلب»، في «ملصقات للطباعة»، عندما تكون الطابعة جاهزة.`,
  packageLabelOwed: 'لم يُطبع ملصق الطرد. استخدم «إعادة طباعة الملصق» عندما تكون الطابعة جاهزة.',
  labelCountError: {
    required: 'حقل إلزامي',
    invalid: 'أدخل عددًا صحيحًا أكبر من صفر',
    'too-many': (max) => `${ltr(max)} ملصقًا كحدّ أقصى في كل طباعة`,
  },
};
