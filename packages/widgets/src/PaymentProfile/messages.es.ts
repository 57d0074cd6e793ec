import { paymentProfileMessagesEs } from '@coop-portal/validation/es';
import type { PaymentProfileWidgetMessages } from './messages';

/**
 * Payment Profile's wording in Spanish (US), loaded only when the widget speaks Spanish: the rules'
 * texts from `@coop-portal/validation/es`, and its own.
 */
export const paymentProfileWidgetMessagesEs = {
  ...paymentProfileMessagesEs,
  heading: 'Perfil de pago',
  intro:
    'Puede usar las tarjetas y cuentas bancarias que guarde aquí para sus pagos automáticos. Nuestro proveedor de pagos seguro guarda sus números; nosotros solo vemos los últimos cuatro dígitos.',
  loading: 'Cargando sus métodos de pago',
  retry: 'Intentar de nuevo',
  tableLabel: 'Sus métodos de pago',
  columnMethod: 'Método de pago',
  columnType: 'Tipo',
  columnNumber: 'Número',
  columnExpires: 'Vencimiento',
  columnAutoPay: 'Pago automático',
  columnActions: 'Acciones',
  defaultBadge: 'Predeterminado',
  notUsed: 'No se usa',
  noMethods: 'Todavía no tiene métodos de pago guardados.',
  add: 'Agregar un método de pago',
  opening: 'Abriendo la página de pago segura',
  adding: 'Guardando su método de pago',
  added: (name: string) => `${name} se agregó a sus métodos de pago.`,
  addFailed: (reason: string) => `No se agregó su método de pago: ${reason}`,
  startFailed: (reason: string) => `No se pudo abrir la página de pago segura: ${reason}`,
  canceled: 'Se canceló el proceso para agregar un método de pago. No se guardó nada.',
  noMethodTypes: 'No se pueden agregar métodos de pago en este momento.',
  makeDefault: 'Hacer predeterminado',
  makeDefaultLabel: (name: string) => `Hacer predeterminado: ${name}`,
  makingDefault: 'Estableciendo su método de pago predeterminado',
  madeDefault: (name: string) => `${name} es ahora su método de pago predeterminado.`,
  defaultFailed: (name: string, reason: string) =>
    `${name} no se estableció como su método de pago predeterminado: ${reason}`,
  remove: 'Eliminar',
  removeLabel: (name: string) => `Eliminar ${name}`,
  removeTitle: 'Eliminar método de pago',
  removeQuestion: (name: string) => `¿Desea eliminar ${name} de sus métodos de pago?`,
  removeConfirm: 'Eliminar',
  removeCancel: 'Cancelar',
  removing: 'Eliminando el método de pago',
  removed: (name: string) => `${name} se eliminó de sus métodos de pago.`,
  removeFailed: (name: string, reason: string) => `${name} no se eliminó. ${reason}`,
  dismiss: 'Descartar',
} satisfies PaymentProfileWidgetMessages;
