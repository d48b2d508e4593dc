import type { refusals as italian } from '../../../modules/refusals';
import type { Translation } from '../../../translation';

export const refusals: Translation<typeof italian> = {
  invalid_input: 'Valoare invalidă',
  invalid_field: (field) => `Valoare invalidă în câmpul ${field}`,
  unauthenticated: 'Sesiune expirată: autentificați-vă din nou',
  user_revoked: 'Utilizator dezactivat: acces revocat',
  session_revoked: 'Sesiune încheiată: autentificați-vă din nou',
  forbidden: 'Rolul dumneavoastră nu permite această operațiune',
  not_found: 'Nu a fost găsit',
  stale_record: 'Modificat între timp de alt operator: date actualizate, repetați operațiunea',
  already_closed: 'Deja închis',
  record_closed: 'Deja închis: nu mai poate fi modificat',
  duplicate: 'Există deja: codul este folosit de alt înregistrare',
  in_use: 'Încă folosit de alte înregistrări: nu poate fi șters',
  invalid_quantity: 'Cantitate invalidă',
  constraint: 'Refuzat de baza de date: o referință lipsă',
  rate_limited: 'Prea multe cereri: așteptați și reîncercați',
  unavailable: 'Serviciu sau dispozitiv indisponibil',
  printer_not_found: 'Imprimanta nu a fost găsită',
  printer_offline: 'Imprimanta nu poate tipări acum',
  print_failed: 'Imprimanta nu a primit eticheta',
  too_large: 'Cerere prea mare',
  internal: 'Eroare de server',
};
