import { describe, expect, it } from 'vitest';
import { draftMessagesEs } from '../es';
import { validateFormByPath } from '../formErrors';
import { createDraftSetupSchema, draftDayText, draftIneligibility } from './index';

describe('doc 3 §5 Draft Payments in Spanish (US): the same rules, in Spanish', () => {
  it('the set-up form’s messages, the first invalid account named on the list', () => {
    const schema = createDraftSetupSchema({
      draftOption: 'bankDraft',
      nacha: true,
      maxDaysAfterBilling: 20,
      messages: draftMessagesEs,
    });
    const result = validateFormByPath(schema, {
      accounts: [
        {
          accountNumber: '1000001',
          draftMethod: 'DAY_OF_MONTH',
          dayOfMonth: '12',
          window: { billedDay: 20, allowBeforeBilledDay: 5, allowAfterBilledDay: 5 },
        },
        { accountNumber: '3000002', draftMethod: 'DAYS_AFTER_BILLING', daysAfter: '25' },
      ],
      bankAccountNumber: '12',
      confirmBankAccountNumber: '13',
      bankTransitNumber: '',
      bankName: '',
      draftAuthorize: false,
    });
    expect(result.errors).toEqual({
      accounts: 'Cuenta 1000001: El día del mes debe ser posterior al 14 y anterior al 26.',
      'accounts.0.dayOfMonth': 'El día del mes debe ser posterior al 14 y anterior al 26.',
      'accounts.1.daysAfter':
        'El número de días después de la facturación debe estar entre 1 y 20.',
      bankAccountNumber: 'El número de cuenta bancaria debe tener entre 4 y 18 dígitos.',
      confirmBankAccountNumber: 'El número de cuenta bancaria y su confirmación no coinciden.',
      bankTransitNumber: 'Ingrese el número de ruta bancaria.',
      bankName: 'Ingrese el nombre del banco.',
      draftAuthorize: 'Marque la casilla de autorización para enviar su débito automático.',
    });
  });

  it('why an account cannot be set up, and a draft day by its method', () => {
    expect(
      draftIneligibility(
        { accountNumber: '1', autopayExists: true },
        {
          draftOption: 'creditCard',
          preventPastDue: false,
          enforceNoMoreChecks: false,
          messages: draftMessagesEs,
        },
      )?.message,
    ).toBe('La cuenta está inscrita en el pago automático. No se permite el débito automático.');
    expect(draftDayText('WHEN_BILLED', draftMessagesEs)).toBe('Cuando se factura');
    expect(draftDayText(15, draftMessagesEs)).toBe('15');
  });
});
