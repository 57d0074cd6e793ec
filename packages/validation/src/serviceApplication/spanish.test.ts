import { describe, expect, it } from 'vitest';
import { serviceApplicationMessagesEs } from '../es';
import { validateForm } from '../formErrors';
import { createServiceApplicationSchema, startDateMessage, submitFailureMessage } from './index';

const TODAY = '2026-03-10';
const messages = serviceApplicationMessagesEs;

describe('doc 1 §2.3 Application for Service in Spanish (US): the same rules, in Spanish, formatted for es-US', () => {
  it('the start date’s messages, the last day of the window written day first', () => {
    expect(startDateMessage('', { today: TODAY, messages }, 'es-US')).toBe(
      'Elija una fecha de inicio.',
    );
    expect(startDateMessage('2026-03-09', { today: TODAY, messages }, 'es-US')).toBe(
      'La fecha de inicio no puede ser una fecha pasada.',
    );
    // 60 days after 03/10/2026 is 05/09/2026.
    expect(startDateMessage('2026-05-10', { today: TODAY, messages }, 'es-US')).toBe(
      'Ingrese una fecha igual o anterior al 09/05/2026.',
    );
    expect(startDateMessage('2026-05-09', { today: TODAY, messages }, 'es-US')).toBeUndefined();
  });

  it('the form’s messages, in the order of the fields', () => {
    const schema = createServiceApplicationSchema(
      { business: true, today: TODAY, messages },
      'es-US',
    );
    const result = validateForm(schema, {
      phone: '(087) 456-1230',
      email: 'ada@',
      zip: '00000',
      startDate: '2026-06-01',
    });
    expect(result.errors).toMatchObject({
      businessName: 'Ingrese el nombre de la empresa.',
      firstName: 'Ingrese el nombre.',
      lastName: 'Ingrese el apellido.',
      phone: 'El formato del teléfono no es válido (ej.: (987) 456-1230).',
      email: 'Correo electrónico no válido.',
      address1: 'La dirección 1 es obligatoria.',
      city: 'La ciudad es obligatoria.',
      state: 'El estado es obligatorio.',
      zip: 'El código postal debe tener 5 o 9 dígitos (ej.: 98745-4321).',
      startDate: 'Ingrese una fecha igual o anterior al 09/05/2026.',
      agreed: 'Marque la casilla para continuar.',
    });
  });

  it('too many attempts, with the wait in minutes', () => {
    expect(
      submitFailureMessage({ status: 429, retryAfterSeconds: 120, message: '' }, messages),
    ).toBe('Demasiados intentos. Intente de nuevo en 2 minutos.');
  });

  it('English is unchanged when no locale is given', () => {
    expect(startDateMessage('2026-05-10', { today: TODAY })).toBe(
      'Please enter a date on or before 05/09/2026.',
    );
  });
});
