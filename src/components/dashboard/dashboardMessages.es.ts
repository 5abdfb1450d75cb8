import type { ButtonLabel } from '../../domain/applicationActions';
import type { EnrollmentStatusKey } from '../../domain/enrollmentStatus';
import { countText, formatCount, intlLocale } from '../../domain/locale';
import type { RecommendationTooltipVariant } from '../../domain/recommendation';
import type { DashboardMessages } from './dashboardMessages';

const BUTTONS: Record<ButtonLabel, string> = {
  continueApplication: 'Continuar su solicitud',
  viewApplication: 'Ver la solicitud',
  viewApplicationDetails: 'Ver los detalles de la solicitud',
  startApplication: 'Comenzar la solicitud',
  enrollInPlan: 'Inscribirse en el plan',
  inProgress: 'En curso',
  learnMore: 'Más información',
};

// Said of the application (la solicitud).
const STATUSES: Record<EnrollmentStatusKey, string> = {
  saved: 'Guardada',
  inProgress: 'En curso',
  continueEnrollment: 'Inscripción sin terminar',
  pending: 'Pendiente',
  submitted: 'Enviada',
  approved: 'Aprobada',
  withdrawn: 'Retirada',
  denied: 'Denegada',
};

const TOOLTIPS: Record<RecommendationTooltipVariant, string> = {
  medicareSupplement:
    'Este Seguro Suplementario de Medicare (Medigap) es el que mejor se ajusta a sus respuestas. Ayuda a pagar costos que Medicare Original no paga, y puede ver a cualquier médico que acepte Medicare.',
  standAloneDrugPlan:
    'Este plan de medicamentos recetados de Medicare (Parte D) es el que mejor se ajusta a sus respuestas. Cubre sus medicamentos al menor costo anual estimado en su farmacia, y funciona junto con Medicare Original.',
  specialNeedsPlan:
    'Este Plan de Medicare para Necesidades Especiales es el que mejor se ajusta a sus respuestas. Está pensado para personas con ciertas necesidades de salud o cierta cobertura, como Medicaid o una enfermedad crónica.',
  medicareAdvantage:
    'Este plan Medicare Advantage es el que mejor se ajusta a sus respuestas sobre sus médicos, medicamentos y costos. Reúne la cobertura de hospital y la cobertura médica, y muchas veces la de medicamentos, en un solo plan.',
};

const counted = (count: number, one: string, other: string) => countText('es', count, { one, other });

// The month by name ('1 ene 2026'), as the Spanish timestamps write it: es-US numeric dates put the day first.
const calendarDates = new Intl.DateTimeFormat(intlLocale('es'), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export const dashboardEs: DashboardMessages = {
  loading: 'Cargando su cuenta',

  outageHeading: 'Interrupción del servicio',
  outageBody: (phone: string) =>
    `En este momento nuestro servicio para iniciar sesión no funciona, así que es posible que no pueda iniciar sesión ni ver sus artículos guardados. Vuelva a intentarlo más tarde, o llame al ${phone} (TTY 711) para pedir ayuda.`,
  accountSetupHeading: 'Su cuenta está lista',
  accountSetupBody: 'Sus artículos guardados se conservan en su cuenta, para que pueda seguir donde lo dejó desde cualquier dispositivo.',
  browseAllPlans: 'Ver todos los planes',
  viewSavedPlans: 'Ver planes guardados',

  activePlanHeading: 'Su plan activo',
  viewPlanDetails: 'Ver detalles del plan',
  forPlan: (planName: string) => ` ${planName}`,
  coverageStarted: 'Inicio de la cobertura',
  calendarDate: (year: number, month: number, day: number) => calendarDates.format(Date.UTC(year, month - 1, day)),
  monthlyPremium: 'Prima mensual',

  applicationsHeading: 'Sus solicitudes',
  status: 'Estado',
  planYear: 'Año del plan',
  monthlyPremiumWithExtraHelp: 'Prima mensual con Ayuda Adicional',
  confirmationNumber: 'Número de confirmación',
  lastUpdated: 'Última actualización',
  medsuppApplicationName: 'Solicitud de Seguro Suplementario de Medicare (Medigap)',
  deniedContact: (phone: string, tty: string | null | undefined, hours: string | null | undefined) =>
    `¿Tiene preguntas sobre esta decisión? Llame al plan al ${phone}${tty ? ` (TTY ${tty})` : ''}${hours ? `, ${hours}` : ''}.`,
  enrollmentStatus: (status: EnrollmentStatusKey) => STATUSES[status],
  button: (label: ButtonLabel) => BUTTONS[label],
  cloakedReason: 'No puede inscribirse mientras el servicio al cliente está viendo este perfil.',

  recommendationHeading: 'Su plan recomendado',
  rankedPrefix: 'Puesto ',
  rank: (rank: string) => `N.º ${rank}`,
  whyThisPlan: '¿Por qué este plan?',
  deductible: 'Deducible',
  estimatedAnnualDrugCost: 'Costo anual estimado de los medicamentos',
  drugsCovered: 'Medicamentos cubiertos',
  drugsCoveredOf: (covered: string, priced: number) => `${covered} de ${formatCount('es', priced)}`,
  yourPharmacy: 'Su farmacia',
  inNetwork: 'Dentro de la red',
  outOfNetwork: 'Fuera de la red',
  notAvailable: 'No disponible',
  seeAllRecommendationResults: 'Ver todos los resultados de su recomendación',
  editPreferences: 'Editar sus preferencias',
  tooltipHeading: 'Por qué le recomendamos este plan',
  tooltipText: (variant: RecommendationTooltipVariant) => TOOLTIPS[variant],
  close: 'Cerrar',

  savedPlansHeading: 'Sus planes guardados',
  seeAllSavedPlans: 'Ver todos sus planes guardados',

  startRecommendationHeading: 'Encuentre el plan adecuado para usted',
  startRecommendationBody:
    'Conteste algunas preguntas sobre sus médicos, medicamentos y presupuesto, y le recomendaremos planes que se ajusten a lo que es importante para usted.',
  getRecommendation: 'Obtener una recomendación de planes',
  keepShoppingHeading: 'Siga buscando',
  keepShoppingBody: (count: number) => `Tiene ${counted(count, 'plan guardado', 'planes guardados')}. Compárelos uno al lado del otro o siga buscando.`,
  compareSavedPlans: 'Comparar planes guardados',
  browseMorePlans: 'Ver más planes',
  findAPlanHeading: 'Encuentre un plan de Medicare',
  findAPlanBody: 'Busque planes en su zona, guarde los que le gusten e inicie sesión cuando quiera para conservarlos en su cuenta.',
  findAPlan: 'Buscar un plan',

  tilesHeading: 'Sus artículos guardados',
  savedPlansCount: (count: number) => counted(count, 'plan guardado', 'planes guardados'),
  addPlans: 'Agregar planes',
  addPlansText: 'Guarde los planes que le gusten para compararlos más tarde.',
  browsePlans: 'Ver planes',
  savedDrugsCount: (count: number) => counted(count, 'medicamento guardado', 'medicamentos guardados'),
  addDrugs: 'Agregar medicamentos',
  addDrugsText: 'Agregue sus medicamentos para ver cuánto cuestan en cada plan.',
  addYourDrugs: 'Agregar sus medicamentos',
  viewSavedDrugs: 'Ver medicamentos guardados',
  savedProvidersCount: (count: number) => counted(count, 'médico o dentista guardado', 'médicos y dentistas guardados'),
  addDoctors: 'Agregar médicos',
  addDoctorsText: 'Agregue sus médicos y dentistas para ver qué planes los incluyen.',
  addYourDoctors: 'Agregar sus médicos',
  viewSavedProviders: 'Ver médicos y dentistas guardados',
};
