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
  /**
   * A refused reading moved where the specification allows (issue 41): into another open package
   * of its order, onto the same item in another open list; sent only when the operator chooses.
   */
  move: 'Sposta',
  moveTitle: (label: string) => `Dove registrare ${label}?`,
  moveTarget: 'Registra in',
  moveConfirm: 'Conferma',
  moveCancel: 'Annulla',
  moveLoading: 'Ricerca in corso...',
  moveNoPackage: "Nessun altro collo aperto in quest'ordine",
  moveNoList: 'Nessun altro ordine aperto con questo articolo',
  moving: (target: string) => `Invio in corso in ${target}...`,
  moved: (label: string, target: string) => `${label} registrata in ${target}`,
  moveWaiting:
    'Il server non risponde: la lettura resta sul dispositivo e verrà inviata appena il server risponde.',
  retry: 'Riprova',
  /** The scan screens that work without a network say so (issue 42 and 48): one notice for all. */
  offlineNotice:
    'Senza rete: si può continuare a leggere, le letture restano sul dispositivo e partono da sole. Concludi, Esci, le stampe e la ricerca di articoli non ancora scaricati aspettano la rete.',
};
