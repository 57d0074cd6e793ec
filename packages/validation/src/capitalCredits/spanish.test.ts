import { describe, expect, it } from 'vitest';
import { validateForm } from '../formErrors';
import { capitalCreditsMessagesEs as es } from '../es';
import {
  createLetterReturnSchema,
  noUnclaimedResultsMessage,
  tooManyAttemptsMessage,
} from './index';

describe('doc 3 §2.9, §2.10 capital credits in Spanish (US): the same rules, in Spanish', () => {
  it('the letter return’s field messages', () => {
    const result = validateForm(createLetterReturnSchema(es), {
      memberNumber: '',
      letterId: 'a-1',
    });
    expect(result.errors).toEqual({
      memberNumber: 'El número de miembro es obligatorio.',
      letterId: 'Formato no válido.',
    });
  });

  it('the no-result sentence names the terms searched', () => {
    expect(noUnclaimedResultsMessage({ firstName: ' Ana ', lastName: 'Ruiz' }, es)).toBe(
      'No se encontraron créditos de capital no reclamados que coincidan con Ana Ruiz',
    );
  });

  it('the wait after too many attempts counts its minutes by the Spanish plural', () => {
    expect(tooManyAttemptsMessage(30, es)).toBe(
      'Demasiados intentos. Intente de nuevo en 1 minuto.',
    );
    expect(tooManyAttemptsMessage(150, es)).toBe(
      'Demasiados intentos. Intente de nuevo en 3 minutos.',
    );
    expect(tooManyAttemptsMessage(undefined, es)).toBe(
      'Demasiados intentos. Intente de nuevo más tarde.',
    );
    expect(tooManyAttemptsMessage(60)).toBe('Too many attempts. Please try again in 1 minute.');
    expect(tooManyAttemptsMessage(120)).toBe('Too many attempts. Please try again in 2 minutes.');
  });
});
