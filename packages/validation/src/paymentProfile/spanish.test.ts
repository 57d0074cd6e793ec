import { describe, expect, it } from 'vitest';
import { paymentProfileMessagesEs as es } from '../es';
import {
  autoPayEnrolErrors,
  autoPayRow,
  paymentMethodName,
  paymentMethodView,
  removalBlock,
  removalFailureMessage,
  type PaymentMethod,
} from './index';

const today = new Date(2026, 10, 27);
const visa: PaymentMethod = {
  id: 'PM-1',
  type: 'card',
  maskedNumber: '••••4242',
  cardBrand: 'Visa',
  expiry: '2025-06',
  isDefault: false,
  autoPayAccounts: [],
};
const checking: PaymentMethod = {
  id: 'PM-2',
  type: 'bank',
  maskedNumber: '••••6789',
  bankAccountType: 'Checking',
  bankName: 'First Prairie Bank',
  isDefault: true,
  autoPayAccounts: ['3000002'],
};

describe('doc 1 §2.2 Payment Profile and Auto Payments in Spanish (US): the rules’ texts', () => {
  it('names a method; what the provider gives is shown as given', () => {
    expect(paymentMethodName(visa, es)).toBe('Visa terminada en 4242');
    expect(paymentMethodName(checking, es)).toBe('Cuenta Checking terminada en 6789');
    expect(paymentMethodName({ ...checking, bankAccountType: null }, es)).toBe(
      'Cuenta bancaria terminada en 6789',
    );
    expect(paymentMethodView(visa, today, es)).toMatchObject({
      typeLabel: 'Tarjeta',
      expiry: 'Venció en 06/2025',
      expired: true,
    });
    expect(paymentMethodView(checking, today, es).usedBy).toBe(
      'Usado por el pago automático de 3000002',
    );
  });

  it('the removal block and the enrolment’s labels, the spec’s texts included', () => {
    expect(removalBlock(checking, es)).toBe(es.storedDataRemovalLocked);
    expect(removalFailureMessage(409, 'Conflict', es)).toBe(es.storedDataRemovalLocked);
    const account = {
      accountNumber: '3000002',
      enrolled: true,
      paymentMethodId: 'PM-2',
      draftDay: 15,
      eligible: true,
    };
    expect(autoPayRow(account, [checking], { whecEnabled: false }, es)).toMatchObject({
      status: 'Inscrita en débito automático',
      method: 'Cuenta Checking terminada en 6789',
      day: 'Día 15 de cada mes',
    });
    expect(autoPayRow({ ...account, draftDay: null }, [], { whecEnabled: true }, es)).toMatchObject(
      {
        status: 'Inscrita en EZ Pay',
        method: 'Un método de pago que ya no está en su perfil',
        day: 'Cuando se factura',
      },
    );
    expect(autoPayRow({ ...account, enrolled: false }, [], null, es).status).toBe('No inscrita');
  });

  it('the enrol form’s errors', () => {
    expect(autoPayEnrolErrors({ paymentMethodId: '', draftDay: '' }, es)).toEqual({
      paymentMethodId: 'Elija un método de pago.',
      draftDay: 'El día del mes debe ser anterior al 29.',
    });
    expect(autoPayEnrolErrors({ paymentMethodId: 'PM-1', draftDay: '28' }, es)).toEqual({});
  });
});
