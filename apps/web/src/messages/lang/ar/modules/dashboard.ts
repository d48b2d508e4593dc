import type { dashboard as italian } from '../../../modules/dashboard';
import type { Translation } from '../../../translation';

export const dashboard: Translation<typeof italian> = {
  title: 'لوحة المتابعة',
  updatedAt: (time) => `حُدّثت الساعة ${time}`,
  refresh: 'تحديث',
  loading: 'جارٍ تحميل لوحة المتابعة...',
  forbidden: 'لوحة المتابعة مخصّصة للمديرين والمشرفين.',
  loadError: 'تعذّر تحميل لوحة المتابعة',
  retry: 'أعد المحاولة',
  openList: 'فتح القائمة',
  none: 'لا توجد بيانات',
  orders: {
    title: 'الطلبات المفتوحة حسب الحالة',
    typology: 'النوع',
    total: 'المجموع',
    states: { new: 'جديدة', partial: 'جزئية', suspended: 'معلّقة' },
    typologies: {
      AC: 'AC - طلبات المورّدين',
      LP: 'LP - طلبات العملاء وقوائم الانتقاء',
      AN: 'AN - تزويد المتاجر',
    },
  },
  picking: {
    title: 'قوائم الانتقاء الجارية',
    count: (n) => `${n} جارية`,
    progress: (detected, expected) => `${detected} / ${expected}`,
    more: (shown, total) => `معروض ${shown} من ${total}`,
  },
  inventory: {
    title: 'الجرد: المستندات المعدودة والمتبقية',
    name: 'الجرد',
    documents: 'المستندات',
    counted: 'المعدودة',
    partial: 'جارية',
    left: 'للعدّ',
  },
  packages: { title: 'طرود اليوم', closed: 'أُغلقت اليوم', shipped: 'شُحنت اليوم' },
  readings: {
    title: 'القراءات في الساعة لكل مشغّل (اليوم)',
    operator: 'المشغّل',
    total: 'القراءات',
    unknown: 'المشغّل غير محدد',
    hour: (hour) => `${String(hour).padStart(2, '0')}:00`,
  },
};
