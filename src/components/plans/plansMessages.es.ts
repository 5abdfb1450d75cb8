import type { DrugCoverageBullet } from '../../domain/marketingBullets';
import type { PlanFigureKind } from '../../domain/planBenefits';
import type { LegalEntityDisclaimer, MedsuppFootnote, PlanYearToggleOption, SnpEligibility, SnpNotice } from '../../domain/planCardRules';
import type { PlansMessages } from './plansMessages';

const SNP_ELIGIBILITY: Record<SnpEligibility, string> = {
  medicaid: 'Requiere Medicaid',
  chronicCondition: 'Requiere una afección crónica',
  nursingHomeCare: 'Requiere el nivel de atención de un hogar de ancianos',
};

const PLAN_FIGURES: Record<PlanFigureKind, string> = {
  outOfPocketMaximum: 'Máximo de gastos de bolsillo',
  tier1PreferredGeneric: 'Nivel 1: Genéricos preferidos',
  tier1InitialCoverage: 'Nivel 1, etapa de cobertura inicial',
};

const SNP_MESSAGES: Record<SnpNotice, string> = {
  isnp: 'Este plan es para personas que viven en un hogar de ancianos o que necesitan ese nivel de atención en su casa. Llámenos para saber si usted reúne los requisitos.',
  csnp: 'Este plan es para personas con ciertas afecciones crónicas. Cuando se inscriba, le pediremos que confirme su afección.',
};

const FOOTNOTES: Record<MedsuppFootnote, string> = {
  14: 'Plan con deducible alto: usted paga un deducible antes de que el plan empiece a pagar.',
  10: 'Plan con servicios de bienestar: incluye servicios de bienestar adicionales.',
};

const DISCLAIMERS: Record<LegalEntityDisclaimer, string> = {
  insuranceCompany: 'Asegurado por UnitedHealthcare Insurance Company, Horsham, PA.',
  insuranceCompanyOfAmerica: 'Asegurado por UnitedHealthcare Insurance Company of America, Hartford, CT.',
};

export const plansEs: PlansMessages = {
  loadingPlans: 'Cargando sus planes guardados',
  heading: 'Sus planes guardados',
  emptyText: 'Parece que no tiene planes guardados',
  browseAllPlans: 'Ver todos los planes',
  // Medicare's Spanish names of the plan types
  maHeading: 'Planes Medicare Advantage',
  pdpHeading: 'Planes de medicamentos recetados de Medicare (Parte D)',
  snpHeading: 'Planes de Medicare para Necesidades Especiales (SNP)',
  msHeading: 'Seguro Suplementario de Medicare (Medigap)',
  panelHeading: 'Planes guardados',
  panelPremium: (amount: string) => `Prima mensual ${amount}`,
  comparePlans: 'Comparar planes',
  planYear: 'Año del plan',
  planYearOption: ({ year, starts }: PlanYearToggleOption) =>
    starts === 'novemberOrDecember' ? `Planes que empiezan en noviembre o diciembre de ${year}` : `Enero de ${year} o después`,
  loadingMedsupp: 'Cargando los planes de Seguro Suplementario de Medicare',
  unavailableHeading: 'Tarjeta del plan no disponible para ... planes de Seguro Suplementario de Medicare (Medigap)',
  unavailableBody: (phone: string) =>
    `Estamos trabajando para darle la información que necesita. Vuelva a consultar pronto. También puede llamar al ${phone}/TTY 711 para hablar con un agente o productor de seguros autorizado que le puede ayudar.`,
  close: 'Cerrar',

  forPlan: (planName: string) => ` del plan ${planName}`,
  snpEligibility: (eligibility: SnpEligibility) => SNP_ELIGIBILITY[eligibility],
  snpMessage: (notice: SnpNotice) => SNP_MESSAGES[notice],
  monthlyPremium: 'Prima mensual',
  monthlyPremiumWithExtraHelp: 'Prima mensual con Ayuda Adicional',
  extraHelpLink: 'Cómo la Ayuda Adicional reduce esta prima',
  notAvailable: 'No disponible',
  benefitsNotFound: 'No se encontraron beneficios',
  optionalRiders: 'Beneficios opcionales adicionales',
  showMoreBenefits: 'Mostrar más beneficios',
  planFigure: (kind: PlanFigureKind) => PLAN_FIGURES[kind],
  showFewerBenefits: 'Mostrar menos beneficios',
  drugCoverageBullet: (coverage: DrugCoverageBullet) =>
    coverage === 'none' ? 'No incluye cobertura de medicamentos recetados' : 'Incluye cobertura de medicamentos recetados',
  providerCoverage: (covered: number, total: number) => `Médicos y dentistas cubiertos: ${covered} de ${total}`,
  addDrugs: 'Agregue sus medicamentos para ver los costos',
  estimatedAnnualDrugCost: 'Costo anual estimado de sus medicamentos',
  averageMonthlyDrugCost: 'Costo mensual promedio de sus medicamentos',
  pharmacyCostHidden: 'Su farmacia no está en la red de este plan; por eso no mostramos el costo de sus medicamentos.',
  mailServiceCostHidden:
    'Este plan cubre su farmacia de pedidos por correo, pero esa farmacia está fuera de la red del plan; por eso no mostramos el costo de sus medicamentos.',
  drugsCovered: (covered: number, total: number) => `Medicamentos cubiertos: ${covered} de ${total}`,
  viewDrugPricing: 'Ver precios de medicamentos',
  viewPlanDetails: 'Ver detalles del plan',
  detailsFor: (planName: string) => ` ${planName}`,
  remove: 'Eliminar',
  removeFor: (planName: string) => ` ${planName} de sus planes guardados`,
  savedIn: 'sus planes guardados',
  learnMore: 'Más información',
  enrollInPlan: 'Inscribirse en el plan',
  startApplication: 'Comenzar la solicitud',
  continueApplication: 'Continuar su solicitud',
  viewApplication: 'Ver la solicitud',
  enrollmentInProgress: () => 'En curso',
  cloakedReason: 'No puede inscribirse mientras el servicio al cliente está viendo este perfil.',
  footnote: ', nota ',
  footnotes: 'Notas',
  medsuppFootnote: (footnote: MedsuppFootnote) => FOOTNOTES[footnote],
  planFCNotice:
    'Los planes C y F solo están disponibles para las personas que cumplieron los requisitos para Medicare por primera vez antes del 1 de enero de 2020.',
  legalEntityDisclaimer: (entity: LegalEntityDisclaimer) => DISCLAIMERS[entity],
};
