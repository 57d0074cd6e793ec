// @vitest-environment jsdom
import { createApiClient, endpoints } from '@coop-portal/api-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDemoProvider } from './browserProvider';
import { createDemoServer } from './node';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());

const API = 'http://localhost:3000/api';

describe('fake hosted payment provider in the browser demo', () => {
  it('catches the posted hosted-payment form, shows what it received, and Pay returns to the success page', async () => {
    const api = createApiClient({ apiBaseUrl: API, applicationId: 'web', requestTimeoutMs: 5_000 });
    const verified = await api.request(endpoints.verifyQuickPayAccount, {
      body: { accountNumber: '1000002', phoneLastFourDigits: '2222' },
    });
    const started = await api.request(endpoints.initiateQuickPayPayment, {
      params: { memberNumber: verified.memberNumber },
      query: { encryptedAccount: verified.encryptedAccount },
      body: {
        accountsToPay: [
          {
            accountNumber: '1000002',
            accountBalance: 180,
            paymentAmount: 80,
            pastDueAmount: 80,
            reconnectFee: 0,
            additionalDeposit: 0,
            arrangementAmount: 0,
            liabilityConfirmationAmount: 0,
            showLiabilityConfirmation: false,
            cutoffAmount: 0,
            disconnectFee: 0,
            isPrepaidAccount: false,
            minimumPaymentAmount: 0,
            overPayAmount: 1000,
            prepaidReconnectAmount: 0,
          },
        ],
        amount: 80,
        reconnectFee: 0,
        additionalDeposit: 0,
        arrangementPaymentAmount: 0,
        reconnectMeter: true,
      },
    });
    const navigate = vi.fn();
    const uninstall = installDemoProvider({ portalUrl: 'http://localhost:3000/', navigate });

    const form = document.createElement('form');
    form.method = 'POST';
    form.action = started.paymentRequisitionSettings.actionUrl;
    for (const [name, value] of Object.entries({
      ClientReferenceId: started.paymentRequisitionSettings.transNo,
      AccountNumber: '1000002',
      IsQuickPay: 'true',
      EnableCreditCard: 'true',
      EnableECheck: 'true',
      PaymentType: 'cc',
      HostedCCReturn: `${API}/PaymentCallback/quick-pay/success`,
      HostedCCCancel: `${API}/PaymentCallback/quick-pay/cancel`,
    })) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();

    const host = await vi.waitFor(() => {
      const element = document.querySelector('[data-coop-demo-provider]');
      if (!element?.shadowRoot?.querySelector('form')) throw new Error('not yet');
      return element;
    });
    const root = host.shadowRoot!;
    expect(root.textContent).toContain('$80.00');
    expect(root.textContent).toContain('ClientReferenceId');
    root.querySelector<HTMLButtonElement>('button[value="pay"]')!.click();

    await vi.waitFor(() => expect(navigate).toHaveBeenCalled());
    const target = new URL(navigate.mock.calls[0]![0] as string);
    expect(target.origin + target.pathname).toBe('http://localhost:3000/payment-success');
    expect(target.searchParams.get('isFromQuickPay')).toBe('true');
    const result = await api.request(endpoints.getQuickPayPaymentStatus, {
      query: { encryptedPayload: target.searchParams.get('encodedParam')! },
    });
    expect(result.paymentAmount).toBe(80);
    uninstall();
  });
});
