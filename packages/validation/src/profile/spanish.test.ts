import { describe, expect, it } from 'vitest';
import { profileMessagesEs } from '../es';
import { validateForm } from '../formErrors';
import { createLoginInfoSchema, storedDataRemoval } from './index';

const loginInfo = {
  userName: 'ann@example.com',
  loginId: 'ann.lee',
  secretQuestionId: '3',
  secretQuestionAnswer: 'Rex',
  password: '',
  confirmPassword: '',
};

describe('doc 2 §5 My profile in Spanish (US): the same rules, in Spanish', () => {
  it('the Login Info fields’ messages', () => {
    const schema = createLoginInfoSchema({ messages: profileMessagesEs });
    expect(
      validateForm(schema, {
        ...loginInfo,
        userName: 'ann@',
        secretQuestionAnswer: 'a'.repeat(101),
        password: 'short',
      }).errors,
    ).toEqual({
      userName: 'Ingrese un correo electrónico válido.',
      secretQuestionAnswer: 'Ingrese como máximo 100 caracteres.',
      password: profileMessagesEs.passwordCriteria,
      confirmPassword: 'Confirme la contraseña.',
    });
  });

  it('a stored card kept by an active autopay cannot be removed, and says why', () => {
    expect(storedDataRemoval(['CHARGE'], profileMessagesEs).card).toEqual({
      disabled: true,
      message: 'No se permite el cambio: hay un pago automático activo que usa estos datos.',
    });
  });
});
