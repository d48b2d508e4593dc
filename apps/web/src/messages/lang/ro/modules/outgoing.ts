import { pluralFor } from '../../common';
import type { outgoing as italian } from '../../../modules/outgoing';
import type { Translation } from '../../../translation';

const plural = pluralFor('ro-RO');

export const outgoing: Translation<typeof italian> = {
  title: 'Ieșire marfă',
  typologyTitle: 'Ieșire marfă fără listă',
  customer: 'Client',
  customerPlaceholder: 'Selectați clientul',
  addCustomer: 'Client nou',
  newCustomerMessage: 'Introduceți numele clientului nou',
  newCustomerLabel: 'Nume client',
  refreshCustomers: 'Actualizează clienții',
  save: 'Salvează',
  clear: 'Șterge lista',
  total: (n) => `Total citiri: ${n}`,
  itemsTitle: 'Articole citite',
  noReadings: 'Nicio citire',
  unknownTags: (n) => `TAG-uri nerecunoscute: ${n}`,
  lookingUp: (n) => `Căutare TAG-uri în curs: ${n}`,
  noDescription: '(fără descriere)',
  noOptions: 'Niciun element',
  saved: 'Mișcare salvată corect!',
  headerError: 'Eroare la salvarea antetului mișcării',
  detailError: 'Eroare la salvarea detaliului mișcării',
  tagSearchError: 'Eroare la căutarea TAG-ului',
  saving: 'Salvare în curs...',
  customersError: 'Eroare la căutarea clienților',
  keptHint: 'Citirile au fost păstrate: apăsați Salvează pentru a reîncerca.',
  waiting: (n) =>
    plural(n, {
      one: '1 citire în așteptarea trimiterii',
      few: `${n} citiri în așteptarea trimiterii`,
      other: `${n} de citiri în așteptarea trimiterii`,
    }),
  waitingHint: 'Serverul nu răspunde: citirile sunt păstrate și vor fi trimise imediat ce răspunde.',
  offlineNotice:
    'Fără rețea: puteți citi în continuare TAG-uri, rămân pe dispozitiv. Salvarea așteaptă rețeaua, apoi trimite singură.',
  moved: (n, by) =>
    `Salvare neefectuată: ${plural(n, { one: '1 TAG a fost modificat', few: `${n} TAG-uri au fost modificate`, other: `${n} de TAG-uri au fost modificate` })} între timp ${by ? `de ${by.name} la ${by.time}` : 'de alt operator'}.`,
  movedRow: (code, where) => (where ? `${code}: acum la ${where}` : code),
  movedMore: (n) => `… și încă ${n}`,
  movedHint: 'Citirile au fost actualizate: verificați clientul și apăsați Salvează.',
  needCustomer: 'Selectați clientul pentru a salva.',
  needReadings: 'Citiți TAG-urile de expediat pentru a salva.',
  clearConfirm: (n) =>
    `Ștergeți lista? ${plural(n, { one: 'Citirea se va pierde', few: `Cele ${n} citiri se vor pierde`, other: `Cele ${n} de citiri se vor pierde` })}.`,
  clearedWhileSending:
    'Listă ștearsă. O parte fusese deja trimisă serverului înainte de ștergere și este posibil să fi fost salvată.',
  restored: (n) => (n === 0 ? 'Client nesalvat restaurat' : `TAG-uri citite și nesalvate restaurate: ${n}`),
  existingCustomer: (name) => `Client deja existent, selectat: ${name}`,
  unknownListTitle: 'TAG-uri nerecunoscute',
  showUnknown: 'Arată',
};
