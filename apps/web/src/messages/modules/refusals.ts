/**
 * A server refusal by its stable `id` (lib/api/refusal-language.ts), shown in a language other than
 * Italian; in Italian the server's own sentence is shown, so these are the reference the other
 * languages translate (and never in the entry). Ours, not the spec's.
 */
export const refusals = {
  invalid_input: 'Valore non valido',
  invalid_field: (field: string) => `Valore non valido nel campo ${field}`,
  unauthenticated: 'Sessione scaduta: accedere di nuovo',
  user_revoked: 'Utente non più abilitato: accesso revocato',
  session_revoked: 'Sessione terminata: accedere di nuovo',
  forbidden: 'Il tuo ruolo non consente questa operazione',
  not_found: 'Non trovato',
  stale_record: "Modificato nel frattempo da un altro operatore: dati aggiornati, ripetere l'operazione",
  already_closed: 'Già chiuso',
  record_closed: 'Già chiuso: non si può più modificare',
  duplicate: 'Già presente: il codice è usato da un altro record',
  in_use: 'Ancora usato da altri record: non si può eliminare',
  invalid_quantity: 'Quantità non valida',
  constraint: 'Rifiutato dal database: un riferimento mancante',
  rate_limited: 'Troppe richieste: attendere e riprovare',
  unavailable: 'Servizio o dispositivo non raggiungibile',
  printer_not_found: 'Stampante non trovata',
  printer_offline: 'La stampante non può stampare ora',
  print_failed: "La stampante non ha ricevuto l'etichetta",
  too_large: 'Richiesta troppo grande',
  internal: 'Errore del server',
};
