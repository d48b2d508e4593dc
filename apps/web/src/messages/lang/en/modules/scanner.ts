import { pluralFor } from '../../common';
import type { scanner as italian } from '../../../modules/scanner';
import type { Translation } from '../../../translation';

const plural = pluralFor('en-GB');

export const scanner: Translation<typeof italian> = {
  interrupted: 'Reading interrupted: read again',
  expired: (n) =>
    plural(n, {
      one: 'Reading ignored: the screen was not ready, read again',
      other: `${n} readings ignored: the screen was not ready, read again`,
    }),
  implausible: (quantity, unit) => `Very high quantity: confirm ${quantity}${unit ? ` ${unit}` : ''}?`,
  packageChosen: (name) => `Parcel ${name} selected`,
  confirmOff: {
    quantity: 'Enter the quantity',
    package: 'Choose the parcel (or read its label)',
    location: 'Choose the location',
  },
  tooManyHeld: 'Reading ignored: too many readings waiting, read again',
  camera: {
    denied:
      "Camera access denied. To allow it: tap the icon beside the page's address (or Browser settings → Site settings → Camera), choose Allow, then try again.",
    aim: 'Frame the barcode in the box',
  },
  settings: {
    title: 'Scanner (keyboard)',
    hint: 'For scanners that type like a keyboard: characters the scanner sends before and after each code (empty: none).',
    prefix: 'Prefix',
    suffix: 'Suffix',
    testField: 'Test field',
    testFieldHint: 'Read a code with the cursor in this field: what the app received shows below.',
    received: 'Received as a reading',
    typed: 'Received as typed text',
    symbology: 'Symbology',
    source: 'Source',
    nothing: 'Nothing yet',
  },
};
