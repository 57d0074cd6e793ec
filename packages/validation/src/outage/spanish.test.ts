import { describe, expect, it } from 'vitest';
import { outageMessagesEs } from '../es';
import { callbackPhoneMessage, createOutageReportSchema, outageHistoryRows } from './index';

const history = [
  {
    accountNumber: '1000001',
    timeOfInterruption: '2025-03-02T06:15:00',
    timeOfRestored: '2025-03-02T18:45:00',
    description: 'Ice storm',
  },
  { accountNumber: '1000001', timeOfInterruption: '2026-01-10T18:15:00', timeOfRestored: null },
];

describe('doc 2 §3, §5, §9 outage in Spanish (US): the same rules, in Spanish, formatted for es-US', () => {
  it('the report form’s messages', () => {
    const result = createOutageReportSchema(outageMessagesEs).safeParse({
      callBack: true,
      callbackNumber: '',
      outageReason: null,
      remarks: '',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Debe seleccionar un problema.',
      'Debe ingresar un número de teléfono.',
    ]);
    expect(callbackPhoneMessage('(555) 010-1111', true, outageMessagesEs)).toBe(
      'El formato del teléfono no es válido (ej.: (987) 456-1230).',
    );
  });

  it('the history’s date-times are written day first, with the Spanish (US) time of day', () => {
    expect(
      outageHistoryRows(history, 'es-US').map(({ interruptedAt, restoredAt }) => [
        interruptedAt,
        restoredAt,
      ]),
    ).toEqual([
      ['10/01/2026 6:15 p.m.', ''],
      ['02/03/2025 6:15 a.m.', '02/03/2025 6:45 p.m.'],
    ]);
  });

  it('English is unchanged when no locale is given', () => {
    expect(outageHistoryRows(history).map(({ interruptedAt }) => interruptedAt)).toEqual([
      '01/10/2026 6:15 PM',
      '03/02/2025 6:15 AM',
    ]);
  });
});
