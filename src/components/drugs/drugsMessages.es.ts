import type { SupplyLength } from '../../domain/drugs';
import type { DrugsMessages } from './drugsMessages';

export const drugsEs: DrugsMessages = {
  heading: 'Sus medicamentos',
  loading: 'Cargando sus medicamentos',
  emptyHeading: 'Todavía no tiene medicamentos guardados',
  emptyWhy: 'Guarde sus medicamentos para ver qué planes los cubren y calcular cuánto pagará.',
  addDrugs: 'Agregar medicamentos',
  addOrEditDrugs: 'Agregar o cambiar medicamentos',
  getExtraHelp: 'Obtenga Ayuda Adicional para pagar sus medicamentos',
  savedIn: 'sus medicamentos guardados',

  drugInformation: (title: string) => `${title}, información del medicamento`,
  drug: 'Medicamento',
  quantity: 'Cantidad',
  frequency: 'Frecuencia',
  refill: 'Resurtido',
  supplyLength: 'Duración del suministro',
  perDay: 'Por día',
  perWeek: 'Por semana',
  perMonth: 'Por mes',
  refillThirtyDay: 'Cada mes',
  refillNinetyDay: 'Cada 3 meses',
  supplyDays: (days: SupplyLength) => `Suministro para ${days} días`,
  edit: 'Cambiar',
  remove: 'Eliminar',

  pharmacyLabel: 'Farmacia: ',
  noPharmacy: 'No ha elegido una farmacia',
  mailOrderPharmacy: 'Farmacia de pedidos por correo',
  retailPharmacy: 'Farmacia local',
  pharmacyCovered: (planName: string) => `${planName} cubre esta farmacia`,
  pharmacyNotCovered: (planName: string) => `${planName} no cubre esta farmacia`,
  changePharmacy: 'Cambiar de farmacia',

  removeHeading: 'Eliminar medicamento',
  removeDescription: 'Este medicamento se eliminará de sus medicamentos guardados.',
  removeConfirm: 'Eliminar de los medicamentos guardados',
  keep: 'Conservar el medicamento',
};
