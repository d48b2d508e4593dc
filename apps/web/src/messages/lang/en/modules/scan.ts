import { pluralFor } from '../../common';
import type { scan as italian } from '../../../modules/scan';
import type { Translation } from '../../../translation';

const plural = pluralFor('en-GB');

export const scan: Translation<typeof italian> = {
  searchItemTitle: 'Item search',
  itemNotFound: 'Item not found!',
  codeRead: (code) => `Code read: ${code}`,
  packageNotFound: 'Parcel not found, or already closed and shipped!',
  locationNotFound: 'Location not found!',
  documentNotFound: 'Document not found!',
  projectNotFound: 'Project not found!',
  wholeUnit: (unit) => `Invalid quantity: for ${unit} enter a whole number`,
  nothingToConclude: 'No quantity entered: nothing to finish',
  readingWhileSaving: 'Reading ignored: saving in progress, read again afterwards',
  withCode: (code, message) => `${code}: ${message}`,
  tagsOnly: (code) => `This screen reads RFID TAGs only: barcode ${code} not counted`,
  readingWhileOpen: 'Reading ignored: confirm or close the open line first',
  tooManyWaiting: 'Reading ignored: wait for the saving in progress',
  entryRestored: 'Unconfirmed quantity restored',
  detectedChanged: (now) =>
    `The quantity already entered changed meanwhile: now ${now}. Check the quantity and confirm again.`,
  detectedChangedBy: (name, time, now) =>
    `Meanwhile ${name} changed the quantity already entered at ${time}: now ${now}. Check the quantity and confirm again.`,
  readingsWaiting: (n) =>
    `${n === undefined ? "This item's readings are" : plural(n, { one: '1 reading is', other: `${n} readings are` })} still waiting to be sent to the server: wait until they are sent and try again.`,
  quantityKeyRefused: {
    wholeOnly: (unit) => `Whole numbers only for ${unit || 'this item'}: no decimal mark allowed`,
    digitsOnly: 'Enter digits only and, where allowed, one decimal mark',
    tooLong: 'Quantity too long',
  },
  labelItemFirst: "The label's lot and date were read: read the item barcode (02) of the same label first",
  ssccNotHere: (sscc) => `SSCC ${sscc}: this is the package label, read the item barcode (01) or (02) here`,
  ssccNoPackage: (sscc) => `SSCC ${sscc}: no open package with this code`,
  readLot: 'Lot read',
  readLotDate: 'Expiry read',
};
