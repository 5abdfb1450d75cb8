import { countsText } from '../../domain/locale';
import type { ImportMessages } from './importMessages';

function added(drugs: number, providers: number): string {
  const found = countsText('es', [[drugs, { one: 'medicamento', other: 'medicamentos' }], [providers, { one: 'médico', other: 'médicos' }]]);
  return `Agregamos a su perfil ${found} de su historial de reclamaciones.`;
}

export const importEs: ImportMessages = {
  heading: 'Importe sus medicamentos y médicos',
  intro: 'Podemos agregar a su perfil los medicamentos recetados y los médicos de su historial de reclamaciones. Confirme sus datos para continuar.',
  form2Intro: 'Confirme algunos datos más para que podamos encontrar su historial de reclamaciones.',
  submit: 'Importar mis medicamentos y médicos',
  attestation: 'Declaro que soy el afiliado nombrado arriba y acepto que el plan comparta con mi perfil mi historial de reclamaciones de medicamentos recetados y de médicos.',
  loadingHeading: 'Estamos buscando sus reclamaciones de medicamentos',
  noClaimsHeading: 'No encontramos su historial de reclamaciones',
  noClaims: 'No pudimos encontrar su historial de reclamaciones. Aunque no encontramos medicamentos recetados, usted puede agregar sus medicamentos manualmente.',
  addedHeading: 'Se agregó su información',
  added,
  returnToAccount: 'Volver a su cuenta',

  firstName: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  dateOfBirth: 'Fecha de nacimiento',
  dobMonth: 'Mes (MM)',
  dobDay: 'Día (DD)',
  dobYear: 'Año (AAAA)',
  gender: 'Sexo',
  male: 'Masculino',
  female: 'Femenino',
  zipCode: 'Código postal',
  mbi: 'Número de Medicare',
  mbiHint: 'De 9 a 10 dígitos, sin espacios',

  firstNameError: 'Error: Por favor, escriba un nombre válido',
  lastNameError: 'Error: Por favor, escriba un apellido válido',
  dobError: 'Error: Por favor, escriba una fecha de nacimiento válida',
  zipCodeError: 'Error: Por favor, escriba un código postal válido',
  mbiError: 'Error: Por favor, escriba un número de Medicare válido',
  isAttestedError: 'Error: Debe marcar la declaración para continuar',
  emailError: 'Error: Por favor, escriba un correo electrónico válido',
  genderError: 'Error: Por favor, seleccione su sexo',
};
