import { plural } from '@coop-portal/ui';
import { outageMessagesEs } from '@coop-portal/validation/es';
import type { OutageCenterMessages } from './messages';

/**
 * The outage centre's wording in Spanish (US), loaded only when the widget speaks Spanish: the rule
 * messages from `@coop-portal/validation/es` and the widget's own, in the terms of
 * docs/glossary-es-US.md ("apagón" for an electricity outage, "reportar un apagón").
 */
export const outageCenterMessagesEs = {
  ...outageMessagesEs,
  heading: 'Apagones',
  tabsLabel: 'Apagones',
  statusTab: 'Estado',
  reportTab: 'Reportar un apagón',
  mapTab: 'Mapa',
  historyTab: 'Historial de apagones',
  loading: 'Cargando la información de apagones',
  retry: 'Intentar de nuevo',

  statusHeading: 'Estado del servicio',
  checkingStatus: 'Consultando el estado del servicio',
  accountTerm: 'Cuenta',
  addressTerm: 'Dirección de servicio',
  powerTerm: 'Estado de la electricidad',
  // Whether the location has power, said in words: "ON" and "OFF" are not read as Spanish.
  powerStatus: { ON: 'Con servicio', OFF: 'Sin servicio', 'N/A': 'N/D' },
  restorationTerm: 'Hora estimada de restablecimiento',
  displayOutage:
    'Hay un apagón activo en su ubicación de servicio. Nuestras cuadrillas están trabajando para restablecer su servicio.',
  noOutage:
    'No hay ningún apagón conocido en su ubicación de servicio. Si no tiene electricidad, reporte un apagón.',

  reportHeading: 'Reportar un apagón',
  issueLabel: 'Problema',
  callBackLabel: 'Quiero que me llamen sobre este apagón',
  phoneLabel: 'Número de teléfono para devolverle la llamada',
  phoneDescription: 'Elija un teléfono registrado o ingrese otro, por ejemplo, (987) 456-1230.',
  noPhoneMatch: 'Ningún teléfono registrado coincide; se usará el número que ingrese.',
  remarksLabel: 'Comentarios',
  submit: 'Enviar',
  submitting: 'Enviando su reporte de apagón',
  errorSummaryTitle: 'Corrija lo siguiente:',
  dismiss: 'Descartar',
  reportQueued: (count: number) =>
    plural('es-US', count, {
      one: 'Su reporte de apagón se guardó en este dispositivo y se enviará cuando vuelva a tener conexión a internet.',
      other: `Sus ${count} reportes de apagón se guardaron en este dispositivo y se enviarán cuando vuelva a tener conexión a internet.`,
    }),
  noProblems: 'No hay problemas disponibles para elegir. Comuníquese con servicio al cliente.',
  // Followed by the number, a link: "… llame al 1-800-555-0199."
  emergency: 'En caso de emergencia, como un cable eléctrico caído, llame al',

  mapHeading: 'Mapa de apagones',
  mapIntro:
    'Vea los apagones en el área de servicio de la cooperativa y el avance del restablecimiento.',
  mapLink: 'Abrir el mapa de apagones',

  historyHeading: 'Historial de apagones',
  loadingHistory: 'Cargando el historial de apagones',
  historyTable: 'Apagones anteriores, del más reciente al más antiguo',
  interruptedColumn: 'Interrupción',
  restoredColumn: 'Restablecimiento',
  descriptionColumn: 'Descripción',
  notRestored: 'Aún no restablecido',
} satisfies OutageCenterMessages;
