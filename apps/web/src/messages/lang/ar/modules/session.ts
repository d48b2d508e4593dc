import type { session as italian } from '../../../modules/session';
import type { Translation } from '../../../translation';
import { ltr } from '../bidi';

export const session: Translation<typeof italian> = {
  expiredTitle: 'انتهت الجلسة',
  expired: 'أدخل كلمة المرور من جديد للمتابعة. العمل الجاري يبقى على الشاشة وسيُحفظ.',
  user: (email) => `المستخدم: ${ltr(email)}`,
  signIn: 'دخول',
  showPassword: 'إظهار كلمة المرور أو إخفاؤها',
  otherUser: 'تغيير المستخدم',
  revokedTitle: 'تم سحب الوصول',
  revoked: (email) =>
    `المستخدم ${ltr(email)} لم يعد مسموحًا له بالدخول: راجع المسؤول. العمل غير المحفوظ يبقى على هذا الجهاز لهذا المستخدم.`,
};
