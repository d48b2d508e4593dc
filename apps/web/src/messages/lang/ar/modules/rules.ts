import { MAX_QUANTITY, QUANTITY_DECIMALS } from '../../common';
import type { rules as italian } from '../../../modules/rules';
import type { Translation } from '../../../translation';
import { ltr } from '../bidi';

export const rules: Translation<typeof italian> = {
  quantity: {
    notANumber: 'أدخل رقمًا في حقل الكمية!',
    negative: 'لا يُسمح بإدخال قيم سالبة في حقل الكمية!',
    zero: 'يجب أن تكون الكمية أكبر من صفر.',
    notWhole: 'وحدة القياس لا تقبل الكسور: أدخل عددًا صحيحًا.',
    aboveMaximum: `الكمية تتجاوز الحد الأقصى المسموح (${ltr(MAX_QUANTITY)}).`,
    tooPrecise: `يُسمح بـ ${ltr(QUANTITY_DECIMALS)} منازل عشرية كحدّ أقصى.`,
  },
  projectConcluded: (name) => `${ltr(name)} منتهٍ بالفعل: لا يقبل قراءات أو طرودًا أخرى`,
};
