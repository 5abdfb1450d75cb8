/**
 * The Spanish variants of the content fragments, served under the
 * AEM language folder `es/`. Data-only fragments (states, plan ids) are the
 * same in every language; the client reads those from the English path.
 */
import { STATES } from './geography';
import { CONTENT_FRAGMENTS, medsuppStateContent, TOLL_FREE_NUMBER } from './content';

const FAQ = [
  {
    question: '¿Cómo puedo hablar con alguien?',
    answer: `Llame a un agente de seguros autorizado al ${TOLL_FREE_NUMBER} (TTY 711), de 7 a.m. a 11 p.m. hora del Este, de lunes a viernes, y de 9 a.m. a 5 p.m. hora del Este los sábados.`,
  },
  {
    question: '¿Cómo guardo mi progreso?',
    answer: 'Inicie sesión o cree una cuenta, y cada plan, medicamento, farmacia y médico que guarde quedará en su perfil. Como invitado, lo que guarde se queda solo en este navegador.',
  },
  {
    question: '¿Qué pasa con mi información?',
    answer: 'Usamos la información que guarda solo para ayudarle a comparar planes e inscribirse. No la vendemos, y usted puede quitar cualquier artículo guardado en cualquier momento.',
  },
  {
    question: '¿Cómo termino una solicitud que empecé?',
    answer: 'Vaya a Sus solicitudes y seleccione Continuar su solicitud. Sus respuestas se guardaron, así que puede seguir donde se quedó.',
  },
  {
    question: '¿Cómo puedo ver todos los planes?',
    answer: 'Seleccione Ver todos los planes para ver cada plan disponible en su código postal para el año del plan que elija.',
  },
];

const PROFILE_TEXTS = {
  title: 'Su cuenta',
  guestTitle: 'Su cuenta de invitado',
  plansView: 'Sus planes',
  drugsView: 'Sus medicamentos',
  providersView: 'Sus médicos y dentistas',
  needHelpHours: 'de 8 a.m. a 8 p.m.',
  tollFreeNumber: TOLL_FREE_NUMBER,
};

const profile = {
  texts: PROFILE_TEXTS,
  toast: {
    guest: { heading: 'Sus artículos están guardados en este navegador', body: 'Inicie sesión o cree una cuenta para tener sus planes, medicamentos y médicos guardados en cualquier dispositivo.' },
    authenticated: { heading: 'Sus artículos están guardados en su cuenta', body: 'Encuentre aquí sus planes, medicamentos y médicos guardados cada vez que inicie sesión.' },
    signInUrl: '/optumid-login',
  },
  faq: FAQ,
  banner: {
    id: 'aep-2027',
    heading: 'Período de Inscripción Anual: del 15 de octubre al 7 de diciembre',
    body: '<p>Los cambios que haga en su cobertura de Medicare durante este período comienzan el 1 de enero. <a href="/health-plans.html">Compare los planes del próximo año</a>.</p>',
  },
};

const MEDSUPP_DISCLOSURES = [
  'AARP respalda los Planes de Seguro Suplementario de Medicare de AARP, asegurados por UnitedHealthcare Insurance Company. UnitedHealthcare Insurance Company paga regalías a AARP por el uso de su propiedad intelectual.',
  'Estos planes no están vinculados con el Gobierno de los EE. UU. ni con el programa federal Medicare, ni cuentan con su respaldo.',
  'Asegurado por UnitedHealthcare Insurance Company, Horsham, PA (UnitedHealthcare Insurance Company of America, Hartford, CT en algunos estados).',
  'Formulario de póliza n.º GRP 79171 GPS-1 (G-36000-4). En algunos estados, los planes pueden estar disponibles para personas menores de 65 años que tienen Medicare por una discapacidad o por enfermedad renal en etapa terminal.',
  'No todos los planes están disponibles en todos los estados. Debe ser miembro de AARP para inscribirse en un Plan de Seguro Suplementario de Medicare de AARP.',
].map((p) => `<p>${p}</p>`).join('');

const BENEFIT_LABELS: Record<string, string> = {
  M90: 'Prima mensual',
  M91a: 'Proveedor de cuidado primario',
  M92a: 'Especialista',
  '18a1': 'Máximo de gastos de su bolsillo',
  '17a1': 'Dental',
  '14a6': 'Nivel 1: Genéricos preferidos',
};

function planBenefits(): unknown {
  const english = CONTENT_FRAGMENTS['common-tools-vpp/plan-summary/plan-benefits'] as { benefits: Array<{ code: string; label: string }> };
  return { benefits: english.benefits.map((benefit) => ({ ...benefit, label: BENEFIT_LABELS[benefit.code] ?? benefit.label })) };
}

const SPANISH_TEXT_FRAGMENTS: Record<string, unknown> = {
  'shopper-profile-redesign/MedsupContent': {
    disclosures: MEDSUPP_DISCLOSURES,
    texts: {
      unavailableHeading: 'Tarjeta del plan no disponible para ... Planes de Seguro Suplementario de Medicare',
      unavailableBody: `Estamos trabajando para darle la información que necesita. Vuelva a consultar pronto. También puede llamar al ${TOLL_FREE_NUMBER}/TTY 711 para hablar con un agente o productor de seguros autorizado que puede ayudarle.`,
      footnote14: 'Plan con deducible alto: usted paga un deducible antes de que el plan pague.',
      footnote10: 'Plan con beneficios adicionales de bienestar: incluye servicios de bienestar adicionales.',
      planFCNotice: 'Los Planes C y F están disponibles solo para quienes tuvieron derecho a Medicare por primera vez antes del 1 de enero de 2020.',
    },
  },
  'shopper-profile-redesign/profile': profile,
  'shopper-profile-redesign/shopper': { ...(CONTENT_FRAGMENTS['shopper-profile-redesign/shopper'] as object), ...profile },
  'common-tools-vpp/plan-summary/plan-benefits': planBenefits(),
};

/** The Spanish variant of a fragment: its Spanish text, or the same data where it holds only data. */
export function spanishFragment(name: string): unknown {
  return SPANISH_TEXT_FRAGMENTS[name] ?? CONTENT_FRAGMENTS[name];
}

/** Supplement text by state, in Spanish. */
export function spanishMedsuppStateContent(stateCode: string): Record<string, unknown> | undefined {
  const english = medsuppStateContent(stateCode);
  const state = STATES.find((s) => s.stateCode === stateCode);
  if (!english || !state) return undefined;
  return { ...english, texts: { ...(english.texts as object), heading: `Planes de Seguro Suplementario de Medicare en ${state.name}` } };
}
