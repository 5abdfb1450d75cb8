import type { ProvidersMessages } from './providersMessages';

export const providersEs: ProvidersMessages = {
  heading: 'Sus médicos y dentistas',
  loading: 'Cargando sus médicos y dentistas',
  emptyHeading: 'Todavía no tiene médicos ni dentistas guardados',
  emptyWhy: 'Guarde sus médicos y dentistas para ver qué planes los incluyen.',
  findAndSave: 'Buscar y guardar un médico',
  addOrEdit: 'Agregar o cambiar médicos',
  savedIn: 'sus médicos y dentistas guardados',

  inNetworkHeading: 'Vea si sus médicos y dentistas están en la red del plan',
  acceptMedicareHeading: 'Vea si sus médicos y dentistas aceptan Medicare',

  medicalIcon: 'Proveedor médico',
  dentalIcon: 'Proveedor dental',
  behavioralIcon: 'Proveedor de salud mental',
  facilityIcon: 'Centro de atención médica',

  edit: 'Cambiar',
  remove: 'Eliminar',

  removeHeading: 'Eliminar proveedor',
  removeDescription: 'Este proveedor se eliminará de sus médicos y dentistas guardados.',
  removeConfirm: 'Eliminar de los proveedores guardados',
  keep: 'Conservar el proveedor',
};
