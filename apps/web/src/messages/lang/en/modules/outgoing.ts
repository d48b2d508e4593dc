import { pluralFor } from '../../common';
import type { outgoing as italian } from '../../../modules/outgoing';
import type { Translation } from '../../../translation';

const plural = pluralFor('en-GB');

export const outgoing: Translation<typeof italian> = {
  title: 'Goods out',
  typologyTitle: 'Goods out without a list',
  customer: 'Customer',
  customerPlaceholder: 'Choose the customer',
  addCustomer: 'New customer',
  newCustomerMessage: "Enter the new customer's name",
  newCustomerLabel: 'Customer name',
  refreshCustomers: 'Refresh the customers',
  save: 'Save',
  clear: 'Clear list',
  total: (n) => `Total readings: ${n}`,
  itemsTitle: 'Items read',
  noReadings: 'No readings',
  unknownTags: (n) => `Unknown TAGs: ${n}`,
  lookingUp: (n) => `Looking up TAGs: ${n}`,
  noDescription: '(no description)',
  noOptions: 'No items',
  saved: 'Movement saved!',
  headerError: 'Error while saving the movement header',
  detailError: 'Error while saving the movement detail',
  tagSearchError: 'Error searching the TAG',
  saving: 'Saving...',
  customersError: 'Error searching the customers',
  keptHint: 'The readings were kept: press Save to try again.',
  waiting: (n) =>
    plural(n, { one: '1 reading waiting to be sent', other: `${n} readings waiting to be sent` }),
  waitingHint: 'The server does not answer: the readings are kept and will be sent as soon as it answers.',
  offlineNotice:
    'No network: you can keep reading TAGs, they stay on the device. Save waits for the network, then sends by itself.',
  moved: (n, by) =>
    `Not saved: ${plural(n, { one: '1 TAG was changed', other: `${n} TAGs were changed` })} meanwhile ${by ? `by ${by.name} at ${by.time}` : 'by another operator'}.`,
  movedRow: (code, where) => (where ? `${code}: now at ${where}` : code),
  movedMore: (n) => `… and ${n} more`,
  movedHint: 'The readings were updated: check the customer and press Save.',
  needCustomer: 'Choose the customer to save.',
  needReadings: 'Read the TAGs to ship to save.',
  clearConfirm: (n) =>
    `Clear the list? ${plural(n, { one: 'The reading will be lost', other: `The ${n} readings will be lost` })}.`,
  clearedWhileSending:
    'List cleared. Part of it had already been sent to the server before it was cleared and may have been saved.',
  restored: (n) => (n === 0 ? 'Unsaved customer restored' : `TAGs read and not saved restored: ${n}`),
  existingCustomer: (name) => `Customer already there, selected: ${name}`,
  unknownListTitle: 'Unknown TAGs',
  showUnknown: 'Show',
};
