import type { ContactDetailsMessages } from './messages';

/**
 * The contact details' wording in Spanish (US), loaded only when they speak Spanish, in the terms
 * of docs/glossary-es-US.md. The co-op may serve water or gas as well as electricity: its emergency
 * number is for any "corte del servicio", not only an "apagón".
 */
export const contactDetailsMessagesEs = {
  heading: 'Contáctenos',
  address: 'Dirección',
  phone: 'Teléfono',
  officeHours: 'Horario de atención',
  email: 'Correo electrónico',
  emergency: 'Número de emergencia para cortes del servicio',
  connectWithUs: 'Conéctese con nosotros',
  website: (coopName: string) => `Visitar el sitio web de ${coopName}`,
  loading: 'Cargando los datos de contacto',
  retry: 'Intentar de nuevo',
} satisfies ContactDetailsMessages;
