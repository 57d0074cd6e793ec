import { Button, Form } from '@coop-portal/ui';
import { roundUp, validateFormByPath, type PathErrors } from '@coop-portal/validation';
import { roundUpMessagesEs } from '@coop-portal/validation/es';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { TEST_API as API } from '../shared/testing';
import { RoundUpTable } from './RoundUpTable';

const today = '2024-05-15';

const accounts: roundUp.RoundUpMemberAccount[] = [
  {
    accountNumber: '1000001',
    accountType: 'Residential',
    address: '12 Prairie Rd',
    operationRoundup: true,
    operationRoundupAmount: 5,
    operationRoundupExpiration: '2025-06-30',
  },
  {
    accountNumber: '3000003',
    accountType: 'Water',
    address: '9 Mill St',
    operationRoundup: true,
    operationRoundupAmount: 100000000,
    operationRoundupExpiration: null,
  },
];

/** The My Profile tab's use: the table in the kit's Form, checked with the Spanish messages. */
function ProfileTab({ selectable = false }: { selectable?: boolean }) {
  const [saved] = useState(() => roundUp.roundUpTableRows(accounts, { selectable }));
  const [rows, setRows] = useState(saved);
  const [errors, setErrors] = useState<PathErrors>({});
  return (
    <Form
      validationErrors={errors}
      onSubmit={(event) => {
        event.preventDefault();
        const schema = roundUp.createRoundUpSchema(
          { plusParticipate: true, today, messages: roundUpMessagesEs },
          'es-US',
        );
        setErrors(validateFormByPath(schema, { rows }).errors);
      }}
    >
      <RoundUpTable
        rows={rows}
        savedRows={saved}
        onRowsChange={setRows}
        errors={errors}
        participate
        plusParticipate
        selectable={selectable}
        today={today}
      />
      <Button type="submit">Enviar</Button>
    </Form>
  );
}

function renderSpanish(selectable = false) {
  const user = userEvent.setup({ delay: null });
  render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web" locale="es-US">
      <ProfileTab selectable={selectable} />
    </CoopWidgetProvider>,
  );
  return user;
}

const amount = (account: string) =>
  screen.getByRole('textbox', { name: `Monto de Redondeo Plus de la cuenta ${account}` });
const expiration = (account: string) =>
  screen.getByRole('group', { name: `Fecha de expiración de la cuenta ${account}` });

describe('doc 3 §2.3 Operation Round Up table in Spanish (US): the provider’s locale="es-US"', () => {
  it('the columns and every field’s name read in Spanish; dates day first, amounts as shown', async () => {
    renderSpanish(true);
    const table = await screen.findByRole('table', { name: 'Operación Redondeo' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Seleccionar todo',
      'Número de cuenta',
      'Tipo de cuenta',
      'Dirección',
      'Redondeo',
      'Monto de Redondeo Plus',
      'Fecha de expiración',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Seleccionar la cuenta 1000001' })).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Redondeo de la cuenta 1000001' })).toBeDisabled();
    // What the co-op calls the account type is shown as given.
    expect(within(table).getByRole('row', { name: /1000001/ })).toHaveTextContent('Residential');
    expect(amount('1000001')).toHaveValue('5.00');
    expect(expiration('1000001')).toHaveTextContent('30/06/2025');
  });

  it('§5 the messages in Spanish on their fields, focus on the first invalid one', async () => {
    const user = renderSpanish();
    await screen.findByRole('table', { name: 'Operación Redondeo' });
    await user.click(within(expiration('1000001')).getAllByRole('spinbutton')[0]!);
    // Day first, as the Spanish (US) date field orders its parts.
    await user.keyboard('14052024');
    expect(expiration('1000001')).toHaveTextContent('14/05/2024');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(within(expiration('1000001')).getAllByRole('spinbutton')[0]).toHaveFocus();
    expect(expiration('1000001')).toHaveAccessibleDescription(
      /La fecha de expiración no puede estar en el pasado\./,
    );
    expect(amount('3000003')).toHaveAccessibleDescription(
      /Debe ingresar un monto de pago menor que 99999999\.99\./,
    );
  });

  it('an expiration after the latest day: the latest day written day first', async () => {
    const user = renderSpanish();
    await screen.findByRole('table', { name: 'Operación Redondeo' });
    await user.click(within(expiration('3000003')).getAllByRole('spinbutton')[0]!);
    await user.keyboard('01012122');
    expect(expiration('3000003')).toHaveAccessibleDescription(
      /Ingrese una fecha igual o anterior al 31\/12\/2121\./,
    );
  });

  it('says so in Spanish when there is no account', async () => {
    render(
      <CoopWidgetProvider apiBaseUrl={API} applicationId="web" locale="es-US">
        <RoundUpTable rows={[]} onRowsChange={() => {}} participate plusParticipate />
      </CoopWidgetProvider>,
    );
    expect(
      await screen.findByText('No hay cuentas elegibles para administrar Operación Redondeo.'),
    ).toBeVisible();
  });
});
