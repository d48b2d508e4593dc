import type { refusals as italian } from '../../../modules/refusals';
import type { Translation } from '../../../translation';

export const refusals: Translation<typeof italian> = {
  invalid_input: 'Invalid value',
  invalid_field: (field) => `Invalid value in the field ${field}`,
  unauthenticated: 'Session expired: sign in again',
  user_revoked: 'User no longer enabled: access revoked',
  session_revoked: 'Session ended: sign in again',
  forbidden: 'Your role does not allow this operation',
  not_found: 'Not found',
  stale_record: 'Changed meanwhile by another operator: data reloaded, repeat the operation',
  already_closed: 'Already closed',
  record_closed: 'Already closed: it cannot be changed any more',
  duplicate: 'Already exists: the code is used by another record',
  in_use: 'Still in use by other records: it cannot be deleted',
  invalid_quantity: 'Invalid quantity',
  constraint: 'Refused by the database: a missing reference',
  rate_limited: 'Too many requests: wait and try again',
  unavailable: 'Service or device unreachable',
  printer_not_found: 'Printer not found',
  printer_offline: 'The printer cannot print now',
  print_failed: 'The printer did not take the label',
  too_large: 'Request too large',
  internal: 'Server error',
};
