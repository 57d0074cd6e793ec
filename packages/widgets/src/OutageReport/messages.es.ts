import { quickPayMessagesEs } from '@coop-portal/validation/es';
import { outageCenterMessagesEs } from '../OutageCenter/messages.es';
import type { OutageReportMessages } from './messages';

/**
 * The outage report's wording in Spanish (US), loaded only when the widget speaks Spanish: the
 * outage centre's report form and status, Quick Pay's account messages (its verification is Quick
 * Pay's), and the widget's own, in the terms of docs/glossary-es-US.md.
 */
export const outageReportMessagesEs = {
  ...outageCenterMessagesEs,
  accountNumberRequired: quickPayMessagesEs.accountNumberRequired,
  accountNumberInvalid: quickPayMessagesEs.accountNumberInvalid,
  phoneLastFourRequired: quickPayMessagesEs.phoneLastFourRequired,
  phoneLastFourInvalid: quickPayMessagesEs.phoneLastFourInvalid,
  heading: 'Reportar un apagón',
  loadingSite: 'Cargando los contactos de la cooperativa para apagones',
  verifyHeading: 'Verifique su cuenta',
  verifyIntro:
    'Ingrese su número de cuenta y los últimos 4 dígitos del número de teléfono registrado para reportar un apagón.',
  accountNumberLabel: 'Número de cuenta',
  phoneLastFourLabel: 'Últimos 4 dígitos del teléfono',
  verify: 'Verificar',
  verifying: 'Verificando su cuenta',
  expired: 'Su verificación expiró. Vuelva a verificar su cuenta.',
  otherAccount: 'Usar otra cuenta',
  reportAnother: 'Reportar otro apagón',
} satisfies OutageReportMessages;
