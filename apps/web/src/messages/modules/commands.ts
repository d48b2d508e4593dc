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
};
