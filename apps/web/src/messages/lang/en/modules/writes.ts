import { pluralFor } from '../../common';
import type { writes as italian } from '../../../modules/writes';
import type { Translation } from '../../../translation';

const plural = pluralFor('en-GB');

export const writes: Translation<typeof italian> = {
  pending: 'Operations not completed. Check the connection and try again.',
  waiting: (n) =>
    plural(n, {
      one: 'Server unreachable: 1 operation waiting, it will be sent as soon as it answers.',
      other: `Server unreachable: ${n} operations waiting, they will be sent as soon as it answers.`,
    }),
  stalled: (seconds) =>
    `The server has not answered for over ${seconds} seconds. Nothing is lost: do not close the app, sending resumes by itself.`,
  retryNow: 'Try now',
};
