import { pluralFor } from '../../common';
import type { outbox as italian } from '../../../modules/outbox';
import type { Translation } from '../../../translation';
import { ltr } from '../bidi';

const plural = pluralFor('ar');

export const outbox: Translation<typeof italian> = {
  pending: (n) =>
    plural(n, {
      one: 'عملية واحدة بانتظار الإرسال',
      two: 'عمليتان بانتظار الإرسال',
      few: `${ltr(n)} عمليات بانتظار الإرسال`,
      other: `${ltr(n)} عملية بانتظار الإرسال`,
    }),
  sending: 'جارٍ الإرسال...',
  offlineHint: 'الكميات المُدخلة محفوظة على الجهاز وستُرسل فور استجابة الخادم.',
  refusedTitle: 'قراءات غير مسجّلة',
  refused: (label, reason) => `${label}: ${reason}`,
  dismiss: 'استبعاد',
  discardAsk: (label) => `استبعاد ${label}؟ لن تُسجَّل.`,
  move: 'نقل',
  moveTitle: (label) => `أين تُسجَّل ${label}؟`,
  moveTarget: 'التسجيل في',
  moveConfirm: 'تأكيد',
  moveCancel: 'إلغاء',
  moveLoading: 'جارٍ البحث...',
  moveNoPackage: 'لا يوجد طرد مفتوح آخر في هذا الطلب',
  moveNoList: 'لا يوجد طلب مفتوح آخر بهذا الصنف',
  moving: (target) => `جارٍ الإرسال إلى ${target}...`,
  moved: (label, target) => `سُجِّلت ${label} في ${target}`,
  moveWaiting: 'الخادم لا يستجيب: تبقى القراءة على الجهاز وستُرسل فور استجابة الخادم.',
  retry: 'أعد المحاولة',
  offlineNotice:
    'لا توجد شبكة: يمكنك متابعة القراءة؛ تبقى القراءات على الجهاز وتُرسل تلقائيًا. الإنهاء والخروج والطباعة والبحث عن أصناف لم تُنزَّل بعد تنتظر الشبكة.',
};
