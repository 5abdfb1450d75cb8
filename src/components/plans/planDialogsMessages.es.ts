import type { PlanDialogsMessages } from './planDialogsMessages';

export const planDialogsEs: PlanDialogsMessages = {
  removeHeading: '¿Quiere eliminar este plan de sus planes guardados?',
  removeFromSaved: 'Eliminar de mis planes guardados',
  keepPlan: 'Conservar el plan',

  drugPricing: 'Precios de medicamentos',
  drugsIn: (planName: string) => `Sus medicamentos en ${planName}`,
  drug: 'Medicamento',
  coverage: 'Cobertura',
  tier: 'Nivel',
  initialCoverageCost: 'Costo en la etapa de cobertura inicial',
  covered: 'Cubierto',
  notCovered: 'No cubierto',
  pharmacyMessage: 'Cubierto en las farmacias de la red; su farmacia no está en la red de este plan',
  tierNumber: (tier: number) => `Nivel ${tier}`,
  tierNotApplicable: 'No corresponde',
  allTiers: 'Usted no paga deducible de la Parte D: los costos de la etapa de cobertura inicial se aplican a los medicamentos de todos los niveles.',
  partDDeductible: (amount: string) => `Deducible de la Parte D: ${amount}`,

  callToEnroll: 'Llame para inscribirse',
  learnMoreIntro: (planName: string) => `Para obtener más información sobre ${planName} o para inscribirse, llame a un agente de seguros autorizado:`,
  tty: '(TTY 711)',
  salesHours: 'De 7 a.m. a 7 p.m., hora del Centro, los 7 días de la semana',
};
