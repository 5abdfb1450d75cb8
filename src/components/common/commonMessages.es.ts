import type { PlanType } from '../../domain/planTypes';
import type { CommonMessages } from './commonMessages';

/** Medicare's Spanish names of the plan types. */
const PLAN_TYPES: Record<PlanType, string> = {
  MA: 'Plan Medicare Advantage',
  MAPD: 'Plan Medicare Advantage con cobertura de medicamentos recetados',
  PDP: 'Plan de medicamentos recetados de Medicare (Parte D)',
  SNP: 'Plan de Medicare para Necesidades Especiales',
  MS: 'Seguro Suplementario de Medicare (Medigap)',
};

export const commonEs: CommonMessages = {
  close: 'Cerrar',
  opensInNewTab: '(se abre en una pestaña nueva)',
  loading: 'Cargando',
  loadingPleaseWait: 'Cargando, espere un momento.',
  openFailedHeading: 'No se pudo abrir',
  openFailedBody: 'Revise su conexión a internet e inténtelo de nuevo.',
  tryAgain: 'Intentar de nuevo',
  importOffer: 'Podemos buscar los medicamentos y médicos de su historial de reclamaciones y agregarlos por usted.',
  importAction: 'Importar mis medicamentos y médicos',
  removed: (name: string, savedIn: string) => `${name} se eliminó de ${savedIn}.`,
  removeFailed: (name: string) => `No se pudo eliminar ${name}. Inténtelo de nuevo.`,
  planType: (type: PlanType) => PLAN_TYPES[type],
};
