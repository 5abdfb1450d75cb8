import type { ProfileDialogsMessages } from './profileDialogsMessages';

export const profileDialogsEs: ProfileDialogsMessages = {
  signOutHeading: '¿Desea cerrar sesión?',
  signOutDescription: 'Sus planes, medicamentos y médicos guardados se quedan en su cuenta para la próxima vez que inicie sesión.',
  cancel: 'Cancelar',

  emailHeading: 'Enviar sus planes guardados por correo electrónico',
  emailLabel: 'Correo electrónico',
  required: '(obligatorio)',
  emailConsent:
    'Al seleccionar Enviar, usted acepta que enviemos sus planes guardados a este correo electrónico. Lo usamos solo para enviar este mensaje.',
  send: 'Enviar',
};
