/** Texts of held writes (lib/command-queue, and the outbox's stall): sent again by themselves. */
export const writes = {
  pending: 'Operazioni non completate. Controllare la connessione e riprovare.',
  waiting: (n: number) =>
    n === 1
      ? 'Server non raggiungibile: 1 operazione in attesa, verrà inviata appena risponde.'
      : `Server non raggiungibile: ${n} operazioni in attesa, verranno inviate appena risponde.`,
  stalled: (seconds: number) =>
    `Il server non risponde da oltre ${seconds} secondi. Nulla è perso: non chiudere l'app, l'invio riprende da solo.`,
  retryNow: 'Riprova ora',
};
