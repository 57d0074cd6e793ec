import { describe, expect, it } from 'vitest';
import { notificationsMessagesEs } from '../es';
import { contactValueMessage, verificationCodeMessage } from './index';

describe('doc 1 §2.2 Manage Contacts in Spanish (US): the same rules, in Spanish', () => {
  it('a new contact’s messages', () => {
    expect(contactValueMessage('Email', '', notificationsMessagesEs)).toBe(
      'Ingrese su correo electrónico.',
    );
    expect(contactValueMessage('Email', 'ann@', notificationsMessagesEs)).toBe(
      'Ingrese un correo electrónico válido.',
    );
    expect(contactValueMessage('SMS', '', notificationsMessagesEs)).toBe(
      'El número de teléfono es obligatorio.',
    );
  });

  it('the verification code’s messages', () => {
    expect(verificationCodeMessage('', notificationsMessagesEs)).toBe(
      'Ingrese el código de verificación.',
    );
    expect(verificationCodeMessage('12a', notificationsMessagesEs)).toBe(
      'El código de verificación solo debe contener dígitos.',
    );
    expect(verificationCodeMessage('123', notificationsMessagesEs)).toBe(
      'Ingrese el código de verificación de 6 dígitos.',
    );
  });
});
