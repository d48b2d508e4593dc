/**
 * Italian texts about barcodes themselves (part of the one catalog: `m.barcode`): why a GS1 barcode
 * was refused, what a label says beyond the form's fields, and camera scanning. The camera error is
 * the spec's text; the others are our wording.
 */
import type { Gs1ErrorCode } from '@warehouse/shared';

const gs1Errors: Record<Gs1ErrorCode, string> = {
  empty: 'Il barcode non contiene dati',
  'not-gs1': 'Il barcode non è un codice GS1',
  'unknown-ai': 'Identificatore di applicazione GS1 sconosciuto',
  'too-short': 'Valore troppo corto',
  'too-long': 'Valore troppo lungo',
  'empty-value': 'Valore mancante',
  'not-numeric': 'Il valore deve contenere solo cifre',
  'invalid-character': 'Il valore contiene caratteri non ammessi',
  'separator-in-value': 'Separatore di gruppo dentro un valore a lunghezza fissa',
  'check-digit': 'Cifra di controllo errata',
  'invalid-date': 'Data non valida',
  'invalid-time': 'Ora non valida',
  'invalid-value': 'Valore non valido',
  'duplicate-ai': 'Lo stesso identificatore compare con valori diversi',
  'conflicting-ai': 'Identificatori che non possono comparire insieme',
  'missing-companion': 'Manca un dato obbligatorio (per esempio il GTIN)',
  'invalid-digital-link': 'Indirizzo GS1 Digital Link non riconosciuto',
};

export const barcode = {
  /** Why a GS1 barcode was refused, with the application identifier when the parser names it. */
  gs1Error: (code: Gs1ErrorCode, ai?: string) => (ai ? `${gs1Errors[code]} (AI ${ai})` : gs1Errors[code]),
  /** What the label said that the form has no field for, or in another unit. */
  label: {
    weightInPounds: (pounds: string, kg: string) => `In etichetta: ${pounds} lb = ${kg} kg`,
    expiry: (date: string) => `Scadenza in etichetta: ${date}`,
    bestBefore: (date: string) => `Da consumarsi preferibilmente entro: ${date}`,
  },
  camera: {
    open: 'Leggi con la fotocamera',
    close: 'Chiudi fotocamera',
    title: 'Lettura con la fotocamera',
    hint: 'Inquadrare il barcode',
    starting: 'Avvio fotocamera...',
    unavailable: 'Camera del dispositivo non presente o non utilizzabile!',
    /** The viewfinder closed because the page was hidden: offered again when it shows (issue 48; our wording). */
    interrupted: 'Lettura con la fotocamera interrotta',
    reopen: 'Riapri fotocamera',
    dismiss: 'Chiudi',
  },
};
