import { countsText } from '../../domain/locale';
import type { ToastMessages } from './toastMessages';

function importedBody(drugs: number, providers: number): string {
  const added = countsText('es', [[drugs, { one: 'medicamento', other: 'medicamentos' }], [providers, { one: 'médico o dentista', other: 'médicos y dentistas' }]]);
  return `Agregamos ${added} a su perfil.`;
}

export const toastEs: ToastMessages = {
  guestHeading: 'Sus artículos están guardados en este navegador',
  guestBody: 'Inicie sesión o cree una cuenta para tener sus planes, medicamentos y médicos guardados en cualquier dispositivo.',
  authenticatedHeading: 'Sus artículos están guardados en su cuenta',
  authenticatedBody: 'Encuentre aquí sus planes, medicamentos y médicos guardados cada vez que inicie sesión.',
  signIn: 'Iniciar sesión',
  close: 'Cerrar',
  importedHeading: 'Se agregó su información',
  importedBody,
};
