/** Texts of the outbox (lib/outbox): writes kept on the device until the server takes them. */
export const outbox = {
  pending: (n: number) =>
    n === 1 ? '1 operazione in attesa di invio' : `${n} operazioni in attesa di invio`,
  sending: 'Invio in corso...',
  offlineHint:
    'Le quantità inserite sono salvate sul dispositivo e verranno inviate appena il server risponde.',
  /** What the server could not take any more (its container closed): kept until the operator decides. */
  refusedTitle: 'Letture non registrate',
  refused: (label: string, reason: string) => `${label}: ${reason}`,
  dismiss: 'Scarta',
  /** Asked before a refused reading leaves the device: nothing goes without the operator's say. */
  discardAsk: (label: string) => `Scartare ${label}? Non sarà registrata.`,
  retry: 'Riprova',
  /** The scan screens that work without a network say so (issue 42 and 48): one notice for all. */
  offlineNotice:
    'Senza rete: si può continuare a leggere, le letture restano sul dispositivo e partono da sole. Concludi, Esci, le stampe e la ricerca di articoli non ancora scaricati aspettano la rete.',
};
