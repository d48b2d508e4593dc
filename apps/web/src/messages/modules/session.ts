/** Texts of signing in again over the screen when the session ends (app/sign-in-dialog). */
export const session = {
  expiredTitle: 'Sessione scaduta',
  expired:
    'Inserire di nuovo la password per continuare. Il lavoro in corso resta sullo schermo e verrà salvato.',
  user: (email: string) => `Utente: ${email}`,
  signIn: 'Accedi',
  showPassword: 'Mostra o nascondi la password',
  otherUser: 'Cambia utente',
  revokedTitle: 'Accesso revocato',
  revoked: (email: string) =>
    `L'utente ${email} non è più abilitato ad accedere: rivolgersi al responsabile. Il lavoro non salvato resta su questo dispositivo per questo utente.`,
};
