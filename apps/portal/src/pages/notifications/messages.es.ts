import { plural } from '@coop-portal/ui';
import type { NotificationPagesMessages } from './messages';

/** The notification pages' wording in Spanish (US). */
export const notificationPagesMessagesEs = {
  notificationsTitle: 'Notificaciones',
  manageNotificationsTitle: 'Administrar notificaciones',
  manageContactsTitle: 'Administrar contactos',
  overviewIntro:
    'Elija las alertas que recibe sobre sus cuentas y adónde se envían: sus direcciones de correo electrónico y sus celulares.',
  manageNotificationsText:
    'Elija qué alertas recibe para cada cuenta, por correo electrónico o mensaje de texto.',
  manageContactsText:
    'Agregue, verifique o elimine las direcciones de correo electrónico y los celulares a los que se envían las alertas.',
  alertsOn: (count: number) =>
    plural('es-US', count, {
      one: `${count} alerta está activada.`,
      other: `${count} alertas están activadas.`,
    }),
  contactsCount: (verified: number, total: number) =>
    plural('es-US', total, {
      one: `${verified} de ${total} contacto está verificado.`,
      other: `${verified} de ${total} contactos están verificados.`,
    }),
  loading: 'Cargando sus notificaciones',
  retry: 'Intentar de nuevo',
  unavailable: 'Las notificaciones no están disponibles en este momento.',
  accountOverview: 'Ir al resumen de la cuenta',
} satisfies NotificationPagesMessages;
