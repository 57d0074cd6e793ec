import type { ServiceRequestMessages } from './messages';

/**
 * The service request messages in Spanish (US): the same keys as `serviceRequestMessages`, saying
 * what the spec's English says, in the terms of docs/glossary-es-US.md. A review status speaks of
 * the request ("revisada": la solicitud).
 */
export const serviceRequestMessagesEs = {
  serviceTypeRequired: 'El tipo de servicio es obligatorio.',
  phoneRequired: 'El número de teléfono es obligatorio.',
  phoneInvalid: 'El formato del teléfono no es válido (ej.: (987) 456-1230).',
  tooLong: (maxLength: number) => `Ingrese como máximo ${maxLength} caracteres.`,
  reviewed: 'Revisada',
  pendingReview: 'Pendiente de revisión',
} satisfies ServiceRequestMessages;
