import { plural } from '../../domain/locale';
import type { ToastMessages } from './toastMessages';

function importedBody(drugs: number, providers: number): string {
  const parts = [
    drugs > 0 ? `${drugs} ${plural('es', drugs, { one: 'medicamento', other: 'medicamentos' })}` : '',
    providers > 0 ? `${providers} ${plural('es', providers, { one: 'médico o dentista', other: 'médicos y dentistas' })}` : '',
  ].filter(Boolean);
  return `Agregamos ${parts.join(' y ')} a su perfil.`;
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
