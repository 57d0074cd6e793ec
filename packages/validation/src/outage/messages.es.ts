import type { OutageMessages } from './messages';

/**
 * The outage messages in Spanish (US): the same keys as `outageMessages`, saying what the spec's
 * English says, in the terms of docs/glossary-es-US.md. "Apagón" where the outage is of electricity;
 * "corte del servicio" where the account may be of another service (water, gas).
 */
export const outageMessagesEs = {
  phoneRequired: 'Debe ingresar un número de teléfono.',
  phoneInvalid: 'El formato del teléfono no es válido (ej.: (987) 456-1230).',
  issueRequired: 'Debe seleccionar un problema.',
  notSupported:
    'La información de cortes del servicio no está disponible para la cuenta seleccionada.',
  noAccount: 'Vuelva a iniciar sesión en su cuenta y luego regrese a esta página.',
  noLocation:
    'No es posible reportar un corte del servicio para esta cuenta. Comuníquese con servicio al cliente.',
  noPastOutages: 'No hay apagones anteriores.',
} satisfies OutageMessages;
