import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { setUpDemoBackend, TEST_API } from '../shared/testing';
import { UnclaimedCapitalCredits } from './UnclaimedCapitalCredits';

const { countRequests } = setUpDemoBackend();

/** Renders the widget in Spanish, once the co-op's own text (shown as given) is in. */
async function renderInSpanish() {
  const user = userEvent.setup({ delay: null });
  render(
    <CoopWidgetProvider apiBaseUrl={TEST_API} applicationId="web" locale="es-US">
      <UnclaimedCapitalCredits />
    </CoopWidgetProvider>,
  );
  await screen.findByText(
    /^Former members with unclaimed capital credits can search/,
    {},
    { timeout: 5_000 },
  );
  return { user };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const results = () =>
  screen.findByRole(
    'grid',
    { name: 'Créditos de capital no reclamados encontrados' },
    { timeout: 5_000 },
  );

async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole('button', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function searchFor(user: UserEvent, lastName: string) {
  await user.type(field(/^Apellido/), lastName);
  await user.click(screen.getByRole('button', { name: 'Buscar' }));
}

async function openClaim(user: UserEvent) {
  await searchFor(user, 'jensen');
  await results();
  await user.click(
    screen.getByRole('button', { name: 'Reclamar el crédito de capital de Harold Jensen' }),
  );
  await screen.findByRole('heading', { name: 'Formulario de reclamo' }, { timeout: 5_000 });
}

describe('doc 3 §2.10 Unclaimed Capital Credits in Spanish (US): the provider’s locale="es-US"', () => {
  it('step 1: the search and its results in Spanish; no result names the terms', async () => {
    const { user } = await renderInSpanish();
    expect(
      await screen.findByRole('heading', { name: 'Buscar créditos de capital no reclamados' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeDisabled();
    await searchFor(user, 'jensen');
    const grid = await results();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nombre', 'Dirección', 'Ciudad/Estado', 'Código postal', 'Reclamar']);
    expect(
      within(grid).getByRole('button', {
        name: 'Reclamar el crédito de capital de Harold Jensen',
      }),
    ).toHaveTextContent('Reclamar');

    await user.clear(field(/^Apellido/));
    await user.type(field(/^Nombre$/), 'Ann');
    await searchFor(user, 'Nobody');
    expect(
      await screen.findByText(
        'No se encontraron créditos de capital no reclamados que coincidan con Ann Nobody',
        {},
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
  });

  it('step 2: the claim form’s errors tied to their fields, the first invalid one focused', async () => {
    const { user } = await renderInSpanish();
    await openClaim(user);
    expect(
      screen.getByText(/^Está reclamando el crédito de capital no reclamado de Harold Jensen/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Enviar reclamo' }));
    const phone = field(/^Teléfono/);
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAccessibleDescription('El número de teléfono es obligatorio.');
    expect(field(/^Dirección 1/)).toHaveAccessibleDescription('La dirección 1 es obligatoria.');
    expect(field(/^Ciudad/)).toHaveAccessibleDescription('La ciudad es obligatoria.');
    expect(
      screen.getAllByText('La preferencia de contacto es obligatoria.').length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByText('El estado es obligatorio.').length).toBeGreaterThan(0);
    expect(screen.getByText('Corrija lo siguiente:')).toBeVisible();
  });

  it('step 2: the contact preference listed in Spanish, sent as the spec names it', async () => {
    const sent = countRequests(/\/unclaimed\/claim$/);
    const { user } = await renderInSpanish();
    await openClaim(user);
    const fill = async (name: RegExp, text: string) => {
      await user.click(field(name));
      await user.paste(text);
    };
    await fill(/^Teléfono/, '9874561230');
    await choose(user, /Preferencia de contacto$/, 'Correo electrónico');
    await fill(/^Dirección 1/, '12 Old Mill Rd');
    await fill(/^Ciudad/, 'Riverbend');
    await choose(user, /Estado$/, 'Kansas');
    await user.click(screen.getByRole('button', { name: 'Enviar reclamo' }));
    // Correo electrónico makes the e-mail required.
    const email = field(/^Correo electrónico/);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('El correo electrónico es obligatorio.');
    await user.paste('harold@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar reclamo' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await sent[0]?.json()).toMatchObject({ contactPref: 'Email', state: 'KS' });
  });
});
