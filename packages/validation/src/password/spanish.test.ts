import { describe, expect, it } from 'vitest';
import { passwordMessagesEs, recoveryMessagesEs } from '../es';
import { validateForm } from '../formErrors';
import {
  createForgotPasswordSchema,
  createForgotUsernameSchema,
  createResetPasswordSchema,
} from './index';

describe('doc 2 §5 Reset password in Spanish (US): the same rules, in Spanish', () => {
  it('a missing password and confirmation', () => {
    const schema = createResetPasswordSchema(passwordMessagesEs);
    expect(validateForm(schema, { password: '', confirmPassword: '' }).errors).toEqual({
      password: 'Ingrese una contraseña.',
      confirmPassword: 'Confirme la contraseña.',
    });
  });

  it('a weak password states every rule; a different confirmation says so', () => {
    const schema = createResetPasswordSchema(passwordMessagesEs);
    expect(validateForm(schema, { password: 'weak', confirmPassword: 'weak' }).errors).toEqual({
      password:
        'La contraseña no cumple con los requisitos. Debe tener al menos 8 caracteres y contener al menos 1 letra minúscula, 1 letra mayúscula, 1 número y 1 carácter especial (!@#$%^&*).',
    });
    expect(
      validateForm(schema, { password: 'Abcdefg1!', confirmPassword: 'Abcdefg1?' }).errors,
    ).toEqual({
      confirmPassword: 'La contraseña y la confirmación de la contraseña no coinciden.',
    });
  });
});

describe('doc 2 §2.5 Forgot password and forgot username in Spanish (US)', () => {
  it('the username and the email address', () => {
    expect(
      validateForm(createForgotPasswordSchema(recoveryMessagesEs), { username: '' }).errors,
    ).toEqual({ username: 'Ingrese su nombre de usuario.' });
    const email = createForgotUsernameSchema(recoveryMessagesEs);
    expect(validateForm(email, { email: '' }).errors).toEqual({
      email: 'Ingrese su correo electrónico.',
    });
    expect(validateForm(email, { email: 'ana@' }).errors).toEqual({
      email: 'Ingrese un correo electrónico válido.',
    });
  });
});
