import type { Gs1ErrorCode } from '@warehouse/shared';
import type { barcode as italian } from '../../../modules/barcode';
import type { Translation } from '../../../translation';

const gs1Errors: Record<Gs1ErrorCode, string> = {
  empty: 'Codul de bare nu conține date',
  'not-gs1': 'Codul de bare nu este un cod GS1',
  'unknown-ai': 'Identificator de aplicație GS1 necunoscut',
  'too-short': 'Valoare prea scurtă',
  'too-long': 'Valoare prea lungă',
  'empty-value': 'Valoare lipsă',
  'not-numeric': 'Valoarea trebuie să conțină doar cifre',
  'invalid-character': 'Valoarea conține caractere nepermise',
  'separator-in-value': 'Separator de grup într-o valoare de lungime fixă',
  'check-digit': 'Cifră de control greșită',
  'invalid-date': 'Dată invalidă',
  'invalid-time': 'Oră invalidă',
  'invalid-value': 'Valoare invalidă',
  'duplicate-ai': 'Același identificator apare cu valori diferite',
  'conflicting-ai': 'Identificatori care nu pot apărea împreună',
  'missing-companion': 'Lipsește o dată obligatorie (de exemplu GTIN-ul)',
  'invalid-digital-link': 'Adresă GS1 Digital Link nerecunoscută',
};

export const barcode: Translation<typeof italian> = {
  gs1Error: (code, ai) => (ai ? `${gs1Errors[code]} (AI ${ai})` : gs1Errors[code]),
  label: {
    weightInPounds: (pounds, kg) => `Pe etichetă: ${pounds} lb = ${kg} kg`,
    expiry: (date) => `Expirare pe etichetă: ${date}`,
    bestBefore: (date) => `A se consuma de preferință înainte de: ${date}`,
  },
  camera: {
    open: 'Citește cu camera',
    close: 'Închide camera',
    title: 'Citire cu camera',
    hint: 'Încadrați codul de bare',
    starting: 'Pornire cameră...',
    unavailable: 'Camera dispozitivului lipsește sau nu poate fi folosită!',
    interrupted: 'Citirea cu camera a fost întreruptă',
    reopen: 'Redeschide camera',
    dismiss: 'Închide',
  },
};
