import type { commands as italian } from '../../../modules/commands';
import type { Translation } from '../../../translation';
import { ltr } from '../bidi';

export const commands: Translation<typeof italian> = {
  conflictBy: (name, time) =>
    `تعديل متعارض: عدّل ${name} البيانات نفسها الساعة ${ltr(time)}. تم تحديث البيانات، كرّر العملية.`,
  finishedBy: (what, name, time) => `${what} بواسطة ${name} الساعة ${ltr(time)}`,
  closedBy: (what, name, time) => `${what} (آخر تعديل بواسطة ${name} الساعة ${ltr(time)})`,
  replaceAsk: (name, figure, time, mine) =>
    `${name} عيّن ${ltr(figure)} الساعة ${ltr(time)}: الاستبدال بـ ${ltr(mine)}؟`,
  setMeanwhileBy: (name, figure, time) => `في الأثناء عيّن ${name} القيمة ${ltr(figure)} الساعة ${ltr(time)}`,
  setMeanwhile: (figure) => `في الأثناء عُيّنت القيمة ${ltr(figure)}`,
  replaceAskAnonymous: (figure, mine) => `في هذه الأثناء تم تعيين ${ltr(figure)}: الاستبدال بـ ${ltr(mine)}؟`,
};
