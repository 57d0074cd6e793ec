import type { UsageMessages } from './messages';

/**
 * The usage tracker messages in Spanish (US): the same keys as `usageMessages`, saying what the
 * spec's English says, in the terms of docs/glossary-es-US.md ("consumo" for usage).
 */
export const usageMessagesEs = {
  startDateRequired: 'La fecha de inicio es obligatoria.',
  endDateRequired: 'La fecha final es obligatoria.',
  chooseLaterDate: 'Elija una fecha posterior.',
  invalidDateRange: 'El rango de fechas no es válido.',
  rangeTooLong: 'El rango de fechas de la búsqueda no debe ser mayor de 180 días.',
  startTooOld: 'La fecha de inicio debe estar dentro de los 180 días anteriores a hoy.',
  noUsageData: 'No se encontraron datos de consumo para esta cuenta.',
  noUsageInRange:
    'No se encontraron datos de consumo para el rango de fechas seleccionado. Ajuste el rango de fechas.',
  noHourlyData: 'No se encontraron datos de consumo por hora para la fecha seleccionada.',
  noIntervalData: 'No hay datos por intervalo disponibles para la cuenta seleccionada.',
  notSupported: 'La cuenta seleccionada no admite datos de consumo.',
} satisfies UsageMessages;
