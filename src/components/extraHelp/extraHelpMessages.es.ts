import type { ExtraHelpAnswer } from '../../domain/extraHelp';
import type { ExtraHelpMessages } from './extraHelpMessages';

const ANSWERS: Record<ExtraHelpAnswer, string> = {
  receive: 'Recibo Ayuda Adicional',
  doNotReceive: 'No recibo Ayuda Adicional',
};

export const extraHelpEs: ExtraHelpMessages = {
  heading: 'Ayuda Adicional',
  intro:
    '¿Recibe Ayuda Adicional de Medicare para pagar sus medicamentos recetados? Díganos, y los costos de los planes mostrarán lo que usted pagaría.',
  groupLabel: '¿Recibe Ayuda Adicional?',
  answer: (answer: ExtraHelpAnswer) => ANSWERS[answer],

  dialogHeading: 'Cómo la Ayuda Adicional reduce sus costos',
  monthlyPremium: 'Prima mensual sin Ayuda Adicional',
  lisPremium: 'Prima mensual con Ayuda Adicional',
  programLine:
    'La Ayuda Adicional es un programa de Medicare que ayuda a las personas con ingresos y recursos limitados a pagar el costo de sus medicamentos recetados.',
  lowerCostsLine: 'Con la Ayuda Adicional, la prima, el deducible y los copagos de su plan de medicamentos pueden ser más bajos, o incluso $0.',
  planCostsLine: 'Los costos de los planes en este sitio ahora muestran lo que usted pagaría con la Ayuda Adicional.',
  tableCaption: 'Su prima mensual según su nivel de Ayuda Adicional',
  levelColumn: 'Nivel de Ayuda Adicional',
  premiumColumn: 'Prima mensual',
  continue: 'Continuar',
};
