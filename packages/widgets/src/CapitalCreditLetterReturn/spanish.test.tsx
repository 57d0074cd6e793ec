import { validateCapitalCreditLetter } from '@coop-portal/api-client';
import { anyBase, tooManyRequests } from '@coop-portal/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { setUpDemoBackend, TEST_API } from '../shared/testing';
import { CapitalCreditLetterReturn } from './CapitalCreditLetterReturn';

const { server } = setUpDemoBackend();

function renderInSpanish() {
  const user = userEvent.setup({ delay: null });
  render(
    <CoopWidgetProvider apiBaseUrl={TEST_API} applicationId="web" locale="es-US">
      <CapitalCreditLetterReturn />
    </CoopWidgetProvider>,
  );
  return { user };
}

const memberNumber = () => screen.getByRole('textbox', { name: /^Número de miembro/ });
const letterId = () => screen.getByRole('textbox', { name: /^ID de la carta/ });
const submit = () => screen.getByRole('button', { name: 'Devolver la carta firmada' });

describe('doc 3 §2.9 Capital Credit Letter Return in Spanish (US): the provider’s locale="es-US"', () => {
  it('the heading, the fields and the Letter ID help in Spanish', async () => {
    const { user } = renderInSpanish();
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Devolución de la carta de créditos de capital' },
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    expect(memberNumber()).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Ayuda con el ID de la carta' }));
    const dialog = await screen.findByRole('dialog', { name: 'ID de la carta' });
    expect(
      within(dialog).getByText(/^Encontrará su número de miembro y el ID de la carta/),
    ).toBeVisible();
  });

  it('§5: each field’s error tied to it, the first invalid field focused', async () => {
    const { user } = renderInSpanish();
    await user.click(submit());
    await waitFor(() => expect(memberNumber()).toHaveFocus());
    expect(memberNumber()).toHaveAccessibleDescription('El número de miembro es obligatorio.');
    expect(letterId()).toHaveAccessibleDescription('El ID de la carta es obligatorio.');
    expect(screen.getByText('Corrija lo siguiente:')).toBeVisible();
    await user.type(memberNumber(), '8000-01');
    await user.type(letterId(), 'CC2025A');
    await user.click(submit());
    await waitFor(() => expect(memberNumber()).toHaveAccessibleDescription('Formato no válido.'));
  });

  it('a 429 says how long to wait, by the Spanish plural', async () => {
    server.use(http.post(anyBase(validateCapitalCreditLetter.path), () => tooManyRequests(840)));
    const { user } = renderInSpanish();
    await user.type(memberNumber(), '800001');
    await user.type(letterId(), 'XX1');
    await user.click(submit());
    expect(
      await screen.findByText(
        'Demasiados intentos. Intente de nuevo en 14 minutos.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
  });
});
