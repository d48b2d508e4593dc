import type { commands as italian } from '../../../modules/commands';
import type { Translation } from '../../../translation';

export const commands: Translation<typeof italian> = {
  conflictBy: (name, time) =>
    `Conflicting change: ${name} changed the same data at ${time}. Data reloaded, repeat the operation.`,
  finishedBy: (what, name, time) => `${what} by ${name} at ${time}`,
  closedBy: (what, name, time) => `${what} (last changed by ${name} at ${time})`,
  replaceAsk: (name, figure, time, mine) => `${name} set ${figure} at ${time}: replace with ${mine}?`,
  setMeanwhileBy: (name, figure, time) => `Meanwhile ${name} set ${figure} at ${time}`,
  setMeanwhile: (figure) => `Meanwhile ${figure} was set`,
  replaceAskAnonymous: (figure, mine) => `Meanwhile ${figure} was set: replace with ${mine}?`,
};
