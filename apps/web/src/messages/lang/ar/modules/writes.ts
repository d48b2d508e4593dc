import { pluralFor } from '../../common';
import type { writes as italian } from '../../../modules/writes';
import type { Translation } from '../../../translation';
import { ltr } from '../bidi';

const plural = pluralFor('ar');

export const writes: Translation<typeof italian> = {
  pending: 'عمليات غير مكتملة. تحقّق من الاتصال وأعد المحاولة.',
  waiting: (n) =>
    `تعذّر الوصول إلى الخادم: ${plural(n, { one: 'عملية واحدة', two: 'عمليتان', few: `${ltr(n)} عمليات`, other: `${ltr(n)} عملية` })} بالانتظار، ستُرسل فور استجابته.`,
  stalled: (seconds) =>
    `الخادم لا يستجيب منذ أكثر من ${ltr(seconds)} ثانية. لم يضِع شيء: لا تغلق التطبيق، الإرسال يُستأنف تلقائيًا.`,
  retryNow: 'أعد المحاولة الآن',
};
