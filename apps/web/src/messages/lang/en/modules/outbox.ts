import { pluralFor } from '../../common';
import type { outbox as italian } from '../../../modules/outbox';
import type { Translation } from '../../../translation';

const plural = pluralFor('en-GB');

export const outbox: Translation<typeof italian> = {
  pending: (n) =>
    plural(n, { one: '1 operation waiting to be sent', other: `${n} operations waiting to be sent` }),
  sending: 'Sending...',
  offlineHint:
    'The quantities entered are saved on the device and will be sent as soon as the server answers.',
  refusedTitle: 'Readings not recorded',
  refused: (label, reason) => `${label}: ${reason}`,
  dismiss: 'Discard',
  discardAsk: (label) => `Discard ${label}? It will not be recorded.`,
  move: 'Move',
  moveTitle: (label) => `Where should ${label} be recorded?`,
  moveTarget: 'Record in',
  moveConfirm: 'Confirm',
  moveCancel: 'Cancel',
  moveLoading: 'Searching...',
  moveNoPackage: 'No other open package in this order',
  moveNoList: 'No other open order with this item',
  moving: (target) => `Sending to ${target}...`,
  moved: (label, target) => `${label} recorded in ${target}`,
  moveWaiting:
    'The server is not answering: the reading stays on the device and will be sent as soon as the server answers.',
  retry: 'Try again',
  offlineNotice:
    'No network: you can keep reading; the readings stay on the device and are sent by themselves. Conclude, Exit, printing and looking up items not yet downloaded wait for the network.',
};
