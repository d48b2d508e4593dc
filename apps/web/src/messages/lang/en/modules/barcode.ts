import type { Gs1ErrorCode } from '@warehouse/shared';
import type { barcode as italian } from '../../../modules/barcode';
import type { Translation } from '../../../translation';

const gs1Errors: Record<Gs1ErrorCode, string> = {
  empty: 'The barcode holds no data',
  'not-gs1': 'The barcode is not a GS1 code',
  'unknown-ai': 'Unknown GS1 application identifier',
  'too-short': 'Value too short',
  'too-long': 'Value too long',
  'empty-value': 'Missing value',
  'not-numeric': 'The value must hold digits only',
  'invalid-character': 'The value holds characters not allowed',
  'separator-in-value': 'Group separator inside a fixed-length value',
  'check-digit': 'Wrong check digit',
  'invalid-date': 'Invalid date',
  'invalid-time': 'Invalid time',
  'invalid-value': 'Invalid value',
  'duplicate-ai': 'The same identifier appears with different values',
  'conflicting-ai': 'Identifiers that cannot appear together',
  'missing-companion': 'A required data element is missing (for example the GTIN)',
  'invalid-digital-link': 'GS1 Digital Link address not recognised',
};

export const barcode: Translation<typeof italian> = {
  gs1Error: (code, ai) => (ai ? `${gs1Errors[code]} (AI ${ai})` : gs1Errors[code]),
  label: {
    weightInPounds: (pounds, kg) => `On the label: ${pounds} lb = ${kg} kg`,
    expiry: (date) => `Expiry on the label: ${date}`,
    bestBefore: (date) => `Best before: ${date}`,
  },
  camera: {
    open: 'Read with the camera',
    close: 'Close camera',
    title: 'Reading with the camera',
    hint: 'Frame the barcode',
    starting: 'Starting the camera...',
    unavailable: "The device's camera is missing or cannot be used!",
    interrupted: 'Camera reading interrupted',
    reopen: 'Reopen camera',
    dismiss: 'Close',
  },
};
