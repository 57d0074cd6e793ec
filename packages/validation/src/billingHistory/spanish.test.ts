import { describe, expect, it } from 'vitest';
import { billingHistoryMessagesEs as es } from '../es';
import { historyCsvRows, historyDateRangeErrors } from './index';

const labels = {
  date: 'Fecha',
  type: 'Tipo',
  amount: 'Monto',
  dueDate: 'Fecha de vencimiento',
  bill: 'Factura',
  payment: 'Pago',
};

describe('doc 1 §2.2 Account History in Spanish (US): the same rules, formatted for es-US', () => {
  it('the download writes its dates day first; amounts stay plain numbers', () => {
    const records = [
      { historyType: 'Bill', amount: 1234.5, recordDate: '2025-06-03', dueDate: '2025-06-24' },
      { historyType: 'Payment', amount: 55, recordDate: '2025-05-28' },
    ] as const;
    expect(historyCsvRows(records, labels, 'es-US')).toEqual([
      ['Fecha', 'Tipo', 'Monto', 'Fecha de vencimiento'],
      ['03/06/2025', 'Factura', '1234.50', '24/06/2025'],
      ['28/05/2025', 'Pago', '55.00', ''],
    ]);
    expect(historyCsvRows(records, labels)[1]).toEqual([
      '06/03/2025',
      'Factura',
      '1234.50',
      '06/24/2025',
    ]);
  });

  it('the date range’s messages', () => {
    expect(historyDateRangeErrors({ from: '2025-06-30', to: '2025-06-01' }, es)).toEqual({
      to: 'La fecha Hasta debe ser igual o posterior a la fecha Desde.',
    });
    expect(historyDateRangeErrors({ from: 'not a date' }, es)).toEqual({
      from: 'Ingrese una fecha válida.',
    });
  });
});
