/** Texts of the command client (domain/commands.ts): what a refused command tells the operator. */
export const commands = {
  /** A conflict with a known author: who changed the record, and at what time. */
  conflictBy: (name: string, time: string) =>
    `Modifica in conflitto: ${name} ha modificato gli stessi dati alle ${time}. Dati aggiornati, ripetere l'operazione.`,
  /** A record finished by someone known: the server's sentence ('Collo già chiuso') with who and when. */
  finishedBy: (what: string, name: string, time: string) => `${what} da ${name} alle ${time}`,
  /**
   * A write refused because its order, document or package is closed ('… è già concluso: …'): the
   * server's sentence with the last change of that container, who and when.
   */
  closedBy: (what: string, name: string, time: string) => `${what} (ultima modifica di ${name} alle ${time})`,
  /**
   * A decision on a record someone changed since the dialog opened (domain/commands `decide`): the
   * figure stored now, who set it and when, and the operator's own, to replace it or not.
   */
  replaceAsk: (name: string, figure: string, time: string, mine: string) =>
    `${name} ha impostato ${figure} alle ${time}: sostituire con ${mine}?`,
  /**
   * Under an open decision dialog, the figure another operator set since it opened (issue 41): the
   * dialog keeps its version and the operator's figure; Conferma then asks `replaceAsk`.
   */
  setMeanwhileBy: (name: string, figure: string, time: string) =>
    `Nel frattempo ${name} ha impostato ${figure} alle ${time}`,
  setMeanwhile: (figure: string) => `Nel frattempo è stato impostato ${figure}`,
  /** The same when the server does not know who (the change is older than its record of changes). */
  replaceAskAnonymous: (figure: string, mine: string) =>
    `Nel frattempo è stato impostato ${figure}: sostituire con ${mine}?`,
};
