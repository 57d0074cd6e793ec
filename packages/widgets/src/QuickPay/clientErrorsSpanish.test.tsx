import { verifyQuickPayAccount } from '@coop-portal/api-client';
import { anyBase, NO_MATCH_MESSAGE } from '@coop-portal/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@coop-portal/ui';
import { CoopWidgetProvider } from '../provider';
import { QuickPay } from './QuickPay';
import type { QuickPayErrorDetail } from './types';
import { API, SERVER_ERROR, setUpDemoBackend } from './testing';

const { server } = setUpDemoBackend();

const TIMEOUT_ES =
  'El servidor tardó demasiado en responder. Revise su conexión e intente de nuevo.';
const NETWORK_ES =
  'No pudimos comunicarnos con el servidor. Revise su conexión e intente de nuevo.';
const NETWORK = 'We could not reach the server. Please check your connection and try again.';
const SERVER_ERROR_ES =
  'No podemos procesar su solicitud en este momento. Intente de nuevo más tarde.';

/**
 * Quick Pay's first step sent with an account and phone: the alert it then shows, and the messages
 * `onError` was told (exactly what the alert says).
 */
async function verifyIn(locale: Locale, accountNumber: string, phone: string) {
  const user = userEvent.setup({ delay: null });
  const onError = vi.fn<(detail: QuickPayErrorDetail) => void>();
  render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web" requestTimeoutMs={300} locale={locale}>
      <QuickPay onError={onError} />
    </CoopWidgetProvider>,
  );
  const spanish = locale === 'es-US';
  const region = within(
    await screen.findByRole('region', { name: spanish ? 'Pago rápido' : 'Quick Pay' }),
  );
  await user.type(
    region.getByRole('textbox', { name: spanish ? 'Número de cuenta' : 'Account Number' }),
    accountNumber,
  );
  await user.type(
    region.getByRole('textbox', {
      name: spanish ? 'Últimos 4 dígitos del teléfono' : 'Last 4 Digits of Phone Number',
    }),
    phone,
  );
  await user.click(region.getByRole('button', { name: spanish ? 'Verificar' : 'Verify' }));
  const alert = await region.findByRole('alert');
  return { alert, told: onError.mock.calls.map(([detail]) => detail.message) };
}

const noAnswer = () =>
  server.use(
    http.post(anyBase(verifyQuickPayAccount.path), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  );
const noConnection = () =>
  server.use(http.post(anyBase(verifyQuickPayAccount.path), () => HttpResponse.error()));

describe('doc 1 §8 Quick Pay’s errors in Spanish (US): the client’s own wording is translated, the server’s stays as given', () => {
  it('no answer in time → the time-out message in Spanish, on screen and to onError', async () => {
    noAnswer();
    const { alert, told } = await verifyIn('es-US', '1000001', '1111');
    expect(alert).toHaveTextContent(TIMEOUT_ES);
    expect(told).toEqual([TIMEOUT_ES]);
  });

  it('no connection → the network message in Spanish', async () => {
    noConnection();
    const { alert, told } = await verifyIn('es-US', '1000001', '1111');
    expect(alert).toHaveTextContent(NETWORK_ES);
    expect(told).toEqual([NETWORK_ES]);
  });

  it('a 500 → the generic text in Spanish', async () => {
    const { alert, told } = await verifyIn('es-US', '5000000', '5000');
    expect(alert).toHaveTextContent(SERVER_ERROR_ES);
    expect(told).toEqual([SERVER_ERROR_ES]);
  });

  it('a 400’s message is the server’s: shown exactly as it sent it', async () => {
    const { alert, told } = await verifyIn('es-US', '1000001', '9999');
    expect(alert).toHaveTextContent(NO_MATCH_MESSAGE);
    expect(told).toEqual([NO_MATCH_MESSAGE]);
  });

  it('in English the same failures read as before', async () => {
    noConnection();
    const { alert, told } = await verifyIn('en-US', '1000001', '1111');
    expect(alert).toHaveTextContent(NETWORK);
    expect(told).toEqual([NETWORK]);
  });

  it('in English a 500 reads as before', async () => {
    const { alert, told } = await verifyIn('en-US', '5000000', '5000');
    expect(alert).toHaveTextContent(SERVER_ERROR);
    expect(told).toEqual([SERVER_ERROR]);
  });
});
