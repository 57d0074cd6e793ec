import { describe, expect, it } from 'vitest';
import { roundUpMessagesEs } from '../es';
import { validateFormByPath } from '../formErrors';
import {
  createRoundUpSchema,
  roundUpAmountMessage,
  roundUpExpirationMessage,
  type RoundUpRow,
} from './index';

const today = '2024-05-15';

describe('doc 3 §5 Operation Round Up in Spanish (US): the same rules, in Spanish, formatted for es-US', () => {
  it('the amount’s messages, the maximum written as the spec writes it', () => {
    expect(roundUpAmountMessage('abc', undefined, roundUpMessagesEs, 'es-US')).toBe(
      'Debe ingresar un monto válido.',
    );
    expect(roundUpAmountMessage('-1', undefined, roundUpMessagesEs, 'es-US')).toBe(
      'Ingrese un monto mayor o igual que 0.',
    );
    expect(roundUpAmountMessage('100000000', undefined, roundUpMessagesEs, 'es-US')).toBe(
      'Debe ingresar un monto de pago menor que 99999999.99.',
    );
  });

  it('the expiration’s messages, the latest date written day first', () => {
    expect(roundUpExpirationMessage('2024-05-15', { today }, roundUpMessagesEs, 'es-US')).toBe(
      'La fecha de expiración no puede estar en el pasado.',
    );
    expect(
      roundUpExpirationMessage(
        '2030-01-01',
        { today, maxExpiration: '2029-11-05' },
        roundUpMessagesEs,
        'es-US',
      ),
    ).toBe('Ingrese una fecha igual o anterior al 05/11/2029.');
    expect(roundUpExpirationMessage('02/30/2025', { today }, roundUpMessagesEs, 'es-US')).toBe(
      'Ingrese una fecha válida.',
    );
  });

  it('the table’s schema passes its locale to each row’s messages', () => {
    const rows: RoundUpRow[] = [
      {
        accountNumber: '1000001',
        selected: true,
        operationRoundup: true,
        operationRoundupAmount: '100000000',
        operationRoundupExpiration: '2122-01-01',
      },
    ];
    const schema = createRoundUpSchema(
      { plusParticipate: true, today, messages: roundUpMessagesEs },
      'es-US',
    );
    expect(validateFormByPath(schema, { rows }).errors).toEqual({
      'rows.0.operationRoundupAmount': 'Debe ingresar un monto de pago menor que 99999999.99.',
      'rows.0.operationRoundupExpiration': 'Ingrese una fecha válida.',
    });
    const later = createRoundUpSchema(
      { plusParticipate: false, today, maxExpiration: '2029-12-31', messages: roundUpMessagesEs },
      'es-US',
    );
    expect(
      validateFormByPath(later, {
        rows: [{ ...rows[0]!, operationRoundupExpiration: '2030-01-01' }],
      }).errors,
    ).toEqual({
      'rows.0.operationRoundupExpiration': 'Ingrese una fecha igual o anterior al 31/12/2029.',
    });
  });

  it('English is unchanged when no locale is given', () => {
    expect(roundUpAmountMessage('100000000')).toBe(
      'You must enter a payment amount less than 99999999.99.',
    );
    expect(roundUpExpirationMessage('2030-01-01', { today, maxExpiration: '2029-12-31' })).toBe(
      'Please enter a date on or before 12/31/2029.',
    );
  });
});
