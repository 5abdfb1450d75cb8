import type { ImportLoadingMessages } from './importLoadingMessages';

export const importLoadingEs: ImportLoadingMessages = {
  loadingInfo: 'Esto puede tardar hasta 1 minuto. La página se actualizará automáticamente cuando tengamos su información.',
  pageLoadingHeading: 'Estamos buscando sus medicamentos y médicos.',
};
