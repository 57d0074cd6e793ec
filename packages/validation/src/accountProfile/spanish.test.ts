import { describe, expect, it } from 'vitest';
import { accountProfileMessagesEs } from '../es';
import { validateFormByPath } from '../formErrors';
import { createAddressSchema, createPhonesSchema } from './index';

describe('doc 2 §5 Account profile in Spanish (US): the same rules, in Spanish', () => {
  it('the address fields’ messages', () => {
    const result = validateFormByPath(createAddressSchema(accountProfileMessagesEs), {
      streetNumber: '12a',
      streetName: '',
      streetType: '',
      unit: '',
      city: 'River"bend',
      state: '',
      zip: '00000',
    });
    expect(result.errors).toEqual({
      streetNumber: 'Ingrese solo dígitos.',
      streetName: 'El nombre de la calle es obligatorio.',
      city: expect.stringMatching(/^Quite estos caracteres: /),
      state: 'El estado es obligatorio.',
      zip: 'El código postal debe tener 5 o 9 dígitos (ej.: 98745-4321).',
    });
  });

  it('the phones’ messages', () => {
    const result = validateFormByPath(createPhonesSchema(accountProfileMessagesEs), {
      phones: [{ eCommunicationId: null, phoneNumber: '98745' }],
    });
    expect(result.errors).toEqual({
      'phones.0.eCommunicationId': 'El tipo de teléfono es obligatorio.',
      'phones.0.phoneNumber': 'El formato del teléfono no es válido (ej.: (987) 456-1230).',
    });
  });
});
