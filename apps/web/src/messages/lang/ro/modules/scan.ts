import { pluralFor } from '../../common';
import type { scan as italian } from '../../../modules/scan';
import type { Translation } from '../../../translation';

const plural = pluralFor('ro-RO');

export const scan: Translation<typeof italian> = {
  searchItemTitle: 'Căutare articol',
  itemNotFound: 'Articolul nu a fost găsit!',
  codeRead: (code) => `Cod citit: ${code}`,
  packageNotFound: 'Coletul nu a fost găsit sau este deja închis și expediat!',
  locationNotFound: 'Locația nu a fost găsită!',
  documentNotFound: 'Documentul nu a fost găsit!',
  projectNotFound: 'Proiectul nu a fost găsit!',
  wholeUnit: (unit) => `Cantitate invalidă: pentru ${unit} introduceți un număr întreg`,
  nothingToConclude: 'Nicio cantitate introdusă: nimic de finalizat',
  readingWhileSaving: 'Citire ignorată: salvare în curs, citiți din nou după',
  withCode: (code, message) => `${code}: ${message}`,
  tagsOnly: (code) => `Acest ecran citește doar TAG-uri RFID: codul de bare ${code} nu a fost luat în calcul`,
  readingWhileOpen: 'Citire ignorată: confirmați sau închideți mai întâi rândul deschis',
  tooManyWaiting: 'Citire ignorată: așteptați salvarea în curs',
  entryRestored: 'Cantitate neconfirmată restaurată',
  detectedChanged: (now) =>
    `Între timp cantitatea deja introdusă s-a schimbat: acum ${now}. Verificați cantitatea și confirmați din nou.`,
  detectedChangedBy: (name, time, now) =>
    `Între timp ${name} a schimbat cantitatea deja introdusă la ${time}: acum ${now}. Verificați cantitatea și confirmați din nou.`,
  readingsWaiting: (n) =>
    `${n === undefined ? 'Citirile acestui articol sunt' : plural(n, { one: '1 citire este', few: `${n} citiri sunt`, other: `${n} de citiri sunt` })} încă în așteptarea trimiterii la server: așteptați să fie trimise și reîncercați.`,
  quantityKeyRefused: {
    wholeOnly: (unit) => `Pentru ${unit || 'acest articol'} doar numere întregi: virgula nu este permisă`,
    digitsOnly: 'Introduceți doar cifre și, dacă este permisă, o virgulă zecimală',
    tooLong: 'Cantitate prea lungă',
  },
  labelItemFirst:
    'Lotul și data etichetei au fost citite: citiți mai întâi codul de bare al articolului (02) de pe aceeași etichetă',
  ssccNotHere: (sscc) =>
    `SSCC ${sscc}: este eticheta coletului, aici se citește codul de bare al articolului (01) sau (02)`,
  ssccNoPackage: (sscc) => `SSCC ${sscc}: niciun colet deschis cu acest cod`,
  readLot: 'Lot citit',
  readLotDate: 'Expirare citită',
};
