/** Texts of the outbox (lib/outbox): writes kept on the device until the server takes them. */
export const outbox = {
  pending: (n: number) =>
    n === 1 ? '1 operazione in attesa di invio' : `${n} operazioni in attesa di invio`,
  sending: 'Invio in corso...',
  offlineHint:
    'Le quantità inserite sono salvate sul dispositivo e verranno inviate appena il server risponde.',
  refusedTitle: 'Non accettate dal server',
  refused: (label: string, reason: string) => `${label}: ${reason}`,
  dismiss: 'Chiudi',
  retry: 'Riprova',
};
