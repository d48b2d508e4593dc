import type { lot as italian } from '../../../modules/lot';
import type { Translation } from '../../../translation';

export const lot: Translation<typeof italian> = {
  title: 'Unde este acest lot?',
  homeEntry: 'UNDE ESTE ACEST LOT?',
  field: 'Lot, TAG sau cod de bare',
  hint: 'Citiți codul de bare al lotului (GS1) sau un TAG, ori scrieți lotul',
  search: 'Caută',
  searching: 'Căutare în curs...',
  notFound: (code) => `Niciun lot găsit pentru „${code}”`,
  noStock: 'Nicio marfă din acest lot în depozit',
  item: (code, description) => `${code} ${description}`.trim(),
  lotLine: (code) => `Lot ${code}`,
  expiry: (date) => `Expirare ${date}`,
  place: 'Unde',
  quantity: 'Cantitate',
  inPackage: (name) => `Colet ${name} (de expediat)`,
  inOrder: (name) => `Comandă ${name} (neambalată)`,
  unknownPlace: 'Locație neindicată',
  total: (quantity, unit) => `În depozit: ${quantity} ${unit}`.trim(),
  unreconciled: (quantity) => `Atenție: ${quantity} nereconciliate (vedeți trasabilitatea în administrare)`,
};
