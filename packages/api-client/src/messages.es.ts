import type { ApiMessages } from './messages';

/**
 * What the client says when a call fails, in Spanish (US), key for key with `apiMessages` (the type
 * check fails on a missing or extra key). Only the client's own wording: a message the server sent
 * is shown as given, in any language.
 */
export const apiMessagesEs = {
  unauthorized: 'Acceso no autorizado.',
  serverError: 'No podemos procesar su solicitud en este momento. Intente de nuevo más tarde.',
  unknown: '¡Error desconocido!',
  timeout: 'El servidor tardó demasiado en responder. Revise su conexión e intente de nuevo.',
  network: 'No pudimos comunicarnos con el servidor. Revise su conexión e intente de nuevo.',
  invalidResponse:
    'Recibimos una respuesta del servidor que no pudimos leer. Intente de nuevo más tarde.',
  supportUnavailable:
    'No podemos procesar su solicitud en este momento. Comuníquese con servicio al cliente.',
  delinquentFileNotFound: 'No se encontró el archivo del aviso de morosidad.',
  billFileNotFound: 'No se encontró el archivo de la factura.',
  capitalCreditFileNotFound: 'No se encontró el archivo de créditos de capital.',
  serviceUnavailable: 'Servicio no disponible. Comuníquese con el administrador.',
  draftServiceUnavailable:
    'El servicio de pagos por débito automático no está disponible. Comuníquese con el administrador.',
  linkedAccountsFailed: 'No se pudieron cargar las cuentas vinculadas: ',
  configUnavailable:
    'El portal no pudo cargar su configuración (portal-config.json). Intente de nuevo más tarde.',
} satisfies ApiMessages;
