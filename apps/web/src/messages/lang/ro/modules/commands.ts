import type { commands as italian } from '../../../modules/commands';
import type { Translation } from '../../../translation';

export const commands: Translation<typeof italian> = {
  conflictBy: (name, time) =>
    `Modificare în conflict: ${name} a modificat aceleași date la ${time}. Date actualizate, repetați operațiunea.`,
  finishedBy: (what, name, time) => `${what} de ${name} la ${time}`,
  closedBy: (what, name, time) => `${what} (ultima modificare de ${name} la ${time})`,
  replaceAsk: (name, figure, time, mine) => `${name} a setat ${figure} la ${time}: înlocuiți cu ${mine}?`,
  setMeanwhileBy: (name, figure, time) => `Între timp ${name} a setat ${figure} la ${time}`,
  setMeanwhile: (figure) => `Între timp a fost setat ${figure}`,
  replaceAskAnonymous: (figure, mine) => `Între timp a fost setat ${figure}: înlocuiți cu ${mine}?`,
};
