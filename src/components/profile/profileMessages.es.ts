import { countText } from '../../domain/locale';
import type { ProfileMessages } from './profileMessages';

const saved = (count: number) => countText('es', count, { one: 'guardado', other: 'guardados' });

export const profileEs: ProfileMessages = {
  loading: 'Cargando su cuenta',
  titleAuthenticated: 'Su cuenta',
  titleGuest: 'Su cuenta de invitado',
  emailSent: (emailAddress: string) => `Enviamos sus planes guardados a ${emailAddress}.`,

  backToPharmacy: 'Volver a la búsqueda de farmacias',
  backToDce: 'Volver al calculador de costos de medicamentos',
  backToRecommendation: 'Volver a la recomendación de planes',
  backToPlans: 'Volver a los planes',
  email: 'Correo electrónico',
  print: 'Imprimir',

  navLabel: 'Su cuenta',
  viewPlans: 'Sus planes',
  viewDrugs: 'Sus medicamentos',
  viewProviders: 'Sus médicos y dentistas',
  savedCount: (count: number) => `, ${saved(count)}`,
  browsePlans: (count: number) => `Ver planes (${saved(count)})`,

  needHelpHeading: '¿Necesita ayuda?',
  callBefore: 'Llame al',
  callAfter: '(TTY 711)',
  needHelpHours: '8 a.m. a p.m.',
  learnAboutMedicare: 'Infórmese sobre Medicare',

  faqHeading: 'Preguntas frecuentes',
  faqTalkQuestion: '¿Cómo puedo hablar con alguien?',
  faqTalkAnswer: (tollFreeNumber: string) =>
    `Llame a un agente de seguros autorizado al ${tollFreeNumber} (TTY 711), de lunes a viernes de 7 a.m. a 11 p.m., y los sábados de 9 a.m. a 5 p.m., hora del Este.`,
  faqSaveQuestion: '¿Cómo guardo mi progreso?',
  faqSaveAnswer:
    'Aquí se conservan los planes, medicamentos, farmacias y médicos que usted guarde. Como invitado, se guardan solo en este navegador. Inicie sesión o cree una cuenta para tenerlos en cualquier dispositivo.',
  faqInformationQuestion: '¿Qué pasa con mi información?',
  faqInformationAnswer:
    'Usamos lo que usted guarda solo para ayudarle a comparar planes e inscribirse. No vendemos su información, y usted puede eliminar cualquier artículo guardado en cualquier momento.',
  faqApplicationQuestion: '¿Cómo completo una solicitud que ya empecé?',
  faqApplicationAnswer:
    'Busque la solicitud en Sus solicitudes y seleccione Continuar su solicitud. Sus respuestas quedaron guardadas, así que puede seguir donde se quedó.',
  faqAllPlansQuestion: '¿Cómo puedo ver todos los planes?',
  faqAllPlansAnswer: 'Seleccione Ver planes para ver todos los planes disponibles en su código postal para el año del plan que elija.',

  disclosuresHeading: 'Divulgaciones sobre el Seguro Suplementario de Medicare (Medigap)',

  guestHeading: 'Tenga sus artículos guardados en cualquier dispositivo',
  guestBody: 'Sus planes, medicamentos y médicos guardados están solo en este navegador. Cree una cuenta o inicie sesión para tenerlos siempre con usted.',
  createAccount: 'Crear una cuenta',
  signIn: 'Iniciar sesión',
  hello: (firstName: string | undefined) => (firstName ? `Hola, ${firstName}` : 'Hola'),
  manageProfile: 'Administrar su perfil',
  memberBenefits: 'Beneficios para miembros',
  signOut: 'Cerrar sesión',
};
