import { profileMessagesEs } from '@coop-portal/validation/es';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { memberSession, setUpDemoBackend, TEST_API as API } from '../shared/testing';
import { PaymentProfile, type PaymentProfileProps } from './PaymentProfile';

setUpDemoBackend();

const today = new Date(2026, 10, 27);

async function renderSpanish(props: Partial<PaymentProfileProps> = {}) {
  const session = await memberSession('member.demo');
  const user = userEvent.setup();
  render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web" session={session} locale="es-US">
      <PaymentProfile memberNumber="800001" today={today} {...props} />
    </CoopWidgetProvider>,
  );
  return user;
}

const table = () => screen.findByRole('grid', { name: 'Sus métodos de pago' }, { timeout: 5000 });

/** An element's text as shown: without what is hidden from assistive technology. */
function shownText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function shownRows(grid: HTMLElement): string[][] {
  return within(grid)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('rowheader').length > 0)
    .map((row) =>
      [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')].slice(0, 5).map(shownText),
    );
}

describe('doc 1 §2.2 Payment Profile in Spanish (US): the provider’s locale="es-US"', () => {
  it('the stored methods read in Spanish; what the provider gives is shown as given', async () => {
    await renderSpanish();
    const grid = await table();
    expect(screen.getByRole('heading', { name: 'Perfil de pago', level: 2 })).toBeVisible();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => shownText(header)),
    ).toEqual(['Método de pago', 'Tipo', 'Número', 'Vencimiento', 'Pago automático', 'Acciones']);
    expect(shownRows(grid)).toEqual([
      [
        'Visa terminada en 4242Predeterminado',
        'Tarjeta (Visa)',
        '••••4242',
        'Vence en 09/2028',
        'No se usa',
      ],
      [
        'Cuenta Checking terminada en 6789',
        'Cuenta bancaria (Checking, First Prairie Bank)',
        '••••6789',
        '',
        'Usado por el pago automático de 3000002',
      ],
    ]);
    expect(screen.getByRole('button', { name: 'Agregar un método de pago' })).toBeEnabled();
  });

  it('back after Cancel: says nothing was saved', async () => {
    await renderSpanish({ returned: { outcome: 'canceled' } });
    expect(
      await screen.findByText(
        'Se canceló el proceso para agregar un método de pago. No se guardó nada.',
      ),
    ).toBeVisible();
  });

  it('doc 2 §4: a method an auto payment uses cannot be removed, in My Profile’s Spanish', async () => {
    const user = await renderSpanish();
    const grid = await table();
    await user.click(
      within(grid).getByRole('button', { name: 'Eliminar Cuenta Checking terminada en 6789' }),
    );
    expect(
      await screen.findByText(
        `Cuenta Checking terminada en 6789 no se eliminó. ${profileMessagesEs.storedDataRemovalLocked}`,
      ),
    ).toBeVisible();
    expect(shownRows(grid)).toHaveLength(2);
  });

  it('Remove asks first, in Spanish, then removes and says so', async () => {
    const user = await renderSpanish();
    const grid = await table();
    await user.click(within(grid).getByRole('button', { name: 'Eliminar Visa terminada en 4242' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Eliminar método de pago' });
    expect(confirm).toHaveTextContent(
      '¿Desea eliminar Visa terminada en 4242 de sus métodos de pago?',
    );
    expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(
      await screen.findByText('Visa terminada en 4242 se eliminó de sus métodos de pago.'),
    ).toBeVisible();
    await waitFor(() => expect(shownRows(grid)).toHaveLength(1));
  });
});
