import { serviceApplicationMessagesEs } from '@coop-portal/validation/es';
import type { ServiceApplicationWidgetMessages } from './messages';

/**
 * The Application for Service wording in Spanish (US), loaded only when the widgets speak Spanish:
 * the field messages from `@coop-portal/validation/es`, and the widgets' own. The page is "Solicitar
 * servicio" (a "solicitud de servicio" is a member's service request, another page); what the
 * co-op names (its account types) is shown as given.
 */
export const serviceApplicationWidgetMessagesEs = {
  ...serviceApplicationMessagesEs,
  choiceHeading: 'Nuevo servicio',
  choiceIntro: 'Elija el tipo de servicio que necesita y luego complete la solicitud.',
  accountTypeLabel: 'Tipo de cuenta',
  continue: 'Continuar con la solicitud',
  loadingTypes: 'Cargando los tipos de cuenta',
  continuing: 'Abriendo la solicitud',
  retry: 'Intentar de nuevo',
  formHeading: 'Solicitar servicio',
  formIntro:
    'Solicite un servicio nuevo a la cooperativa. Complete los campos marcados como obligatorios; le tomará unos cinco minutos.',
  applyingFor: (description: string) => `Servicio solicitado: ${description}`,
  changeAccountType: 'Cambiar el tipo de cuenta',
  businessSection: 'Empresa',
  businessName: 'Nombre de la empresa',
  applicantSection: 'Solicitante',
  contactPersonSection: 'Persona de contacto',
  firstName: 'Nombre',
  lastName: 'Apellido',
  contactSection: 'Cómo comunicarnos con usted',
  phone: 'Número de teléfono',
  phoneDescription: 'Por ejemplo, (987) 456-1230.',
  email: 'Correo electrónico',
  serviceAddressSection: 'Dirección de servicio',
  serviceAddressDescription: 'Donde necesita el servicio.',
  mailingAddressSection: 'Dirección postal',
  mailingSameAsService: 'Mi dirección postal es la misma que la dirección de servicio',
  address1: 'Dirección 1',
  address2: 'Dirección 2',
  city: 'Ciudad',
  state: 'Estado',
  statePlaceholder: 'Seleccione un estado',
  zip: 'Código postal',
  startSection: 'Inicio del servicio',
  startDate: 'Fecha de inicio solicitada',
  startDateDescription: (first: string, last: string) => `Del ${first} al ${last}.`,
  comments: 'Comentarios',
  commentsDescription:
    'Todo lo que debamos saber: códigos de portón, medidores existentes, un plano de construcción.',
  agreement:
    'Confirmo que la información anterior es verdadera y acepto que la cooperativa se comunique conmigo sobre esta solicitud.',
  submit: 'Enviar solicitud',
  submitting: 'Enviando su solicitud',
  errorSummaryTitle: 'Corrija lo siguiente:',
  dismiss: 'Descartar',
  receivedHeading: 'Solicitud recibida',
  confirmationNumber: (number: string) => `Su número de confirmación es ${number}.`,
  nextSteps:
    'Próximos pasos: el servicio a socios revisará su solicitud en un plazo de 2 días hábiles y luego le llamará o le escribirá por correo electrónico para coordinar su membresía, cualquier depósito y la conexión. Guarde su número de confirmación para consultar sobre su solicitud.',
  startAnother: 'Iniciar otra solicitud',
} satisfies ServiceApplicationWidgetMessages;
