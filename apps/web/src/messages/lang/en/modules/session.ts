import type { session as italian } from '../../../modules/session';
import type { Translation } from '../../../translation';

export const session: Translation<typeof italian> = {
  expiredTitle: 'Session expired',
  expired: 'Enter the password again to go on. The work in progress stays on the screen and will be saved.',
  user: (email) => `User: ${email}`,
  signIn: 'Sign in',
  showPassword: 'Show or hide the password',
  otherUser: 'Change user',
  revokedTitle: 'Access revoked',
  revoked: (email) =>
    `The user ${email} may no longer sign in: ask the supervisor. Unsaved work stays on this device for this user.`,
};
