import type { session as italian } from '../../../modules/session';
import type { Translation } from '../../../translation';

export const session: Translation<typeof italian> = {
  expiredTitle: 'Sesiune expirată',
  expired: 'Introduceți din nou parola pentru a continua. Lucrul în curs rămâne pe ecran și va fi salvat.',
  user: (email) => `Utilizator: ${email}`,
  signIn: 'Intră',
  showPassword: 'Arată sau ascunde parola',
  otherUser: 'Schimbă utilizatorul',
  revokedTitle: 'Acces revocat',
  revoked: (email) =>
    `Utilizatorul ${email} nu mai are acces: adresați-vă responsabilului. Lucrul nesalvat rămâne pe acest dispozitiv pentru acest utilizator.`,
};
