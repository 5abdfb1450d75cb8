import type { SessionMessages } from './sessionMessages';

export const sessionEs: SessionMessages = {
  timeoutHeading: 'Su sesión está por terminar',
  timeoutBefore: 'No ha tenido actividad por un rato. Para proteger su información, cerraremos su sesión en',
  timeoutAfter: 'Elija «Permanecer en la página» para seguir trabajando.',
  stay: 'Permanecer en la página',
  signOut: 'Cerrar sesión',
  signingOutHeading: 'Cerrando su sesión',
  signingOutMessage: 'Espere un momento mientras cerramos su sesión.',
};
