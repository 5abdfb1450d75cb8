import { plural } from '../../domain/locale';
import type { IdentityMessages } from './identityMessages';

export const identityEs: IdentityMessages = {
  heading: 'Confirme su identidad',
  intro: 'Encontramos un perfil que se creó para usted cuando habló con uno de nuestros agentes autorizados. Confirme su identidad para traer a esta cuenta los planes, los medicamentos y la farmacia guardados en ese perfil.',
  submit: 'Confirmar identidad',
  loading: 'Estamos confirmando su identidad',
  successHeading: 'Su identidad está confirmada',
  success: 'Los planes, los medicamentos y la farmacia guardados en su perfil anterior ya están en su cuenta.',
  continue: 'Continuar',

  unableToConfirm: 'No pudimos confirmar su identidad.',
  attemptsRemaining: (remainingRetryCount) =>
    plural('es', remainingRetryCount, {
      one: `Le queda ${remainingRetryCount} intento para confirmar su identidad.`,
      other: `Le quedan ${remainingRetryCount} intentos para confirmar su identidad.`,
    }),
  maximumAttempts: 'Lo sentimos, pero usted llegó al número máximo de intentos para confirmar su identidad. Comuníquese con nosotros para intentarlo de nuevo:',
  contactUs: (tollFreeNumber) => `${tollFreeNumber} (TTY: 711), llamada gratuita, de 8 a.m. a 8 p.m., los 7 días de la semana`,
};
