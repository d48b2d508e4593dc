import type { lot as italian } from '../../../modules/lot';
import type { Translation } from '../../../translation';

export const lot: Translation<typeof italian> = {
  title: 'Where is this lot?',
  homeEntry: 'WHERE IS THIS LOT?',
  field: 'Lot, TAG or barcode',
  hint: "Read the lot's barcode (GS1) or a TAG, or type the lot",
  search: 'Search',
  searching: 'Searching...',
  notFound: (code) => `No lot found for “${code}”`,
  noStock: 'No goods of this lot in the warehouse',
  item: (code, description) => `${code} ${description}`.trim(),
  lotLine: (code) => `Lot ${code}`,
  expiry: (date) => `Expiry ${date}`,
  place: 'Where',
  quantity: 'Quantity',
  inPackage: (name) => `Parcel ${name} (to ship)`,
  inOrder: (name) => `Order ${name} (not packed)`,
  unknownPlace: 'Location not given',
  total: (quantity, unit) => `In the warehouse: ${quantity} ${unit}`.trim(),
  unreconciled: (quantity) => `Warning: ${quantity} not reconciled (see traceability in the back office)`,
};
