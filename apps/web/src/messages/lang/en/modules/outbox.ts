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
  retry: 'Try again',
  offlineNotice:
    'No network: you can keep reading; the readings stay on the device and are sent by themselves. Conclude, Exit, printing and looking up items not yet downloaded wait for the network.',
};
