import { describe, expect, it } from 'vitest';
import { registrationMessagesEs } from '../es';
import { validateForm } from '../formErrors';
import {
  createCompleteRegistrationSchema,
  createRegistrationAccountSchema,
  createSendCodeSchema,
  createVerificationCodeSchema,
} from './index';

describe('doc 1 §5.3 Registration steps 1 to 3 in Spanish (US): the same rules, in Spanish', () => {
  it('the account number', () => {
    const schema = createRegistrationAccountSchema(registrationMessagesEs);
    expect(validateForm(schema, { accountNumber: '' }).errors).toEqual({
      accountNumber: 'Ingrese su número de cuenta.',
    });
    expect(validateForm(schema, { accountNumber: '12a' }).errors).toEqual({
      accountNumber: 'El número de cuenta solo debe contener dígitos.',
    });
  });

  it('where the code goes, and the code', () => {
    expect(
      validateForm(createSendCodeSchema('userProvided', registrationMessagesEs), {
        authenticationType: 'phone',
        phone: '555',
      }).errors,
    ).toEqual({ phone: 'Ingrese un número de teléfono válido.' });
    expect(validateForm(createSendCodeSchema('onFile', registrationMessagesEs), {}).errors).toEqual(
      {
        authenticationType:
          'Seleccione un método de autenticación para recibir el código de verificación.',
      },
    );
    const code = createVerificationCodeSchema(registrationMessagesEs);
    expect(validateForm(code, { verificationCode: '12ab' }).errors).toEqual({
      verificationCode: 'El código de verificación solo debe contener dígitos.',
    });
  });
});

describe('doc 1 §5.4 Complete registration in Spanish (US)', () => {
  it('every field’s message, the taken username and the paperless confirmation included', () => {
    const schema = createCompleteRegistrationSchema({
      doubleEmailEntry: true,
      usernameTaken: true,
      messages: registrationMessagesEs,
    });
    const result = validateForm(schema, {
      loginId: 'ana.rivers',
      email: 'ana@example.com',
      cnfemail: 'ana@example.org',
      password: 'Abcdefg1!',
      cnfpassword: '',
      secQuestion: null,
      secAnswer: ' ',
      hasOptedForPaperlessBilling: true,
      paperlessConfirmation: false,
    });
    expect(result.errors).toEqual({
      loginId: 'Este nombre de usuario ya está registrado.',
      cnfemail: 'El correo electrónico y la confirmación del correo electrónico no coinciden.',
      cnfpassword: 'Confirme la contraseña.',
      secQuestion: 'Seleccione una opción.',
      secAnswer: 'Ingrese una respuesta.',
      paperlessConfirmation:
        'Marque la casilla de confirmación de sus opciones de facturación electrónica.',
    });
  });
});
