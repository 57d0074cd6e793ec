import { describe, expect, it } from 'vitest';
import { signInMessagesEs } from '../es';
import { validateForm } from '../formErrors';
import { createMfaCodeSchema, createSignInSchema } from './index';

describe('doc 1 §5.2 Sign-in in Spanish (US): the same rules, in Spanish', () => {
  it('the username and password messages, the too-long fallback included', () => {
    const schema = createSignInSchema(signInMessagesEs);
    expect(validateForm(schema, { username: ' ', password: '' }).errors).toEqual({
      username: 'Ingrese su nombre de usuario.',
      password: 'Ingrese su contraseña.',
    });
    expect(validateForm(schema, { username: 'a'.repeat(61), password: 'x' }).errors).toEqual({
      username: 'Ingrese como máximo 60 caracteres.',
    });
  });

  it('the code step’s message', () => {
    expect(validateForm(createMfaCodeSchema(signInMessagesEs), { code: '12' }).errors).toEqual({
      code: 'Ingrese el código de verificación.',
    });
  });
});
