import type { UsageChartMessages } from './messages';

/**
 * The usage chart's wording in Spanish (US), loaded only when the chart speaks Spanish: the same
 * keys as `usageChartMessages`, in the terms of docs/glossary-es-US.md ("consumo", "medidor",
 * "lectura"). Dates, numbers and amounts come formatted for es-US; units stay as symbols.
 */
export const usageChartMessagesEs = {
  kinds: {
    estimate: 'Estimada',
    keyed: 'Manual',
    weekend: 'Fin de semana',
    weekday: 'Entre semana',
  },
  keyLegendLabel: 'Leyenda de la gráfica',
  meterLegendLabel: 'Medidores',
  meterLabel: (meterId: string) => `Medidor ${meterId}`,
  averageTemperature: 'Temperatura promedio',
  highTemperature: 'Temperatura máxima',
  lowTemperature: 'Temperatura mínima',
  temperatureAxisTitle: '°F',
  temperature: (degrees: string) => `${degrees}°F`,
  value: (formatted: string, unit: string) => (unit === '$' ? formatted : `${formatted} ${unit}`),
  noReading: 'Sin lectura',

  loading: 'Cargando el consumo',
  empty: 'No se encontraron datos de consumo para esta cuenta.',
  error: 'No podemos procesar su solicitud en este momento. Intente de nuevo más tarde.',

  /** "De lun, 3 de jun de 2024 a sáb, 8 de jun de 2024.", "De junio de 2024 a mayo de 2025." */
  range: (from: string, to: string) => (from === to ? `${from}.` : `De ${from} a ${to}.`),
  total: (total: string) => `Total: ${total}.`,
  /** The date is a day, a month or an hour: set off by a comma, it reads right for each. */
  highest: (value: string, date: string) => `Máximo: ${value}, ${date}.`,
  lowest: (value: string, date: string) => `Mínimo: ${value}, ${date}.`,
  onMeter: (date: string, meter: string) => `${date} (${meter})`,

  scrollRegion: (title: string) => `${title}; desplácese hacia los lados para ver más`,
  bars: (title: string) => `Barras: ${title}`,
  barAverageTemperature: (temperature: string) => `temperatura promedio ${temperature}`,
  barHighLowTemperature: (high: string, low: string) => `máxima ${high}, mínima ${low}`,

  showTable: 'Mostrar como tabla',
  table: (title: string) => `Tabla: ${title}`,
  dateColumn: 'Fecha',
  meterColumn: (meter: string, unit: string) => `${meter} (${unit})`,
  usageColumn: (unit: string) => `Consumo (${unit})`,
  kindColumn: 'Tipo de lectura',
  averageTemperatureColumn: 'Temp. promedio',
  highTemperatureColumn: 'Temp. máxima',
  lowTemperatureColumn: 'Temp. mínima',
} satisfies UsageChartMessages;
