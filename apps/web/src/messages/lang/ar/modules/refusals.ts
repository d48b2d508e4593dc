import type { refusals as italian } from '../../../modules/refusals';
import type { Translation } from '../../../translation';
import { ltr } from '../bidi';

export const refusals: Translation<typeof italian> = {
  invalid_input: 'قيمة غير صالحة',
  invalid_field: (field) => `قيمة غير صالحة في الحقل ${ltr(field)}`,
  unauthenticated: 'انتهت الجلسة: سجّل الدخول من جديد',
  user_revoked: 'المستخدم لم يعد مفعّلًا: تم سحب الوصول',
  session_revoked: 'انتهت الجلسة: سجّل الدخول من جديد',
  forbidden: 'دورك لا يسمح بهذه العملية',
  not_found: 'غير موجود',
  stale_record: 'عدّله مشغّل آخر في الأثناء: تم تحديث البيانات، كرّر العملية',
  already_closed: 'مغلق بالفعل',
  record_closed: 'مغلق بالفعل: لا يمكن تعديله بعد الآن',
  duplicate: 'موجود بالفعل: الرمز مستخدم في سجل آخر',
  in_use: 'ما زال مستخدمًا في سجلات أخرى: لا يمكن حذفه',
  invalid_quantity: 'كمية غير صالحة',
  constraint: 'رفضته قاعدة البيانات: مرجع مفقود',
  rate_limited: 'طلبات كثيرة: انتظر ثم أعد المحاولة',
  unavailable: 'الخدمة أو الجهاز غير متاح',
  printer_not_found: 'الطابعة غير موجودة',
  printer_offline: 'لا يمكن للطابعة الطباعة الآن',
  print_failed: 'لم تستلم الطابعة الملصق',
  too_large: 'الطلب كبير جدًا',
  internal: 'خطأ في الخادم',
};
