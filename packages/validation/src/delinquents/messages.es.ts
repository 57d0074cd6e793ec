import type { DelinquentMessages } from './messages';

/**
 * The Delinquent History texts in Spanish (US): the same keys as `delinquentMessages`; a delinquent
 * notice is an "aviso de morosidad".
 */
export const delinquentMessagesEs = {
  noDelinquents: 'No hay avisos de morosidad disponibles.',
  loadFailed:
    'No podemos procesar su solicitud en este momento. Comuníquese con servicio al cliente.',
  fileNotFound: 'No se encontró el archivo del aviso de morosidad.',
} satisfies DelinquentMessages;
