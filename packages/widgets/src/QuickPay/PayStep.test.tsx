import {
  getQuickPayPaymentSettings,
  hostedPaymentFormSchema,
  initiateQuickPayPayment,
} from '@coop-portal/api-client';
import {
  anyBase,
  CONVENIENCE_FEE_TEXT,
  COOP_NAME,
  CUTOFF_MESSAGE,
  handle,
} from '@coop-portal/mocks';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  amountField,
  API,
  button,
  dialog,
  expectRestriction,
  inDialog,
  paymentSettings,
  payWith,
  renderDialog,
  SERVER_ERROR,
  setUpDemoBackend,
  toPay,
} from './testing';

const { server, posted, countRequests } = setUpDemoBackend();

describe('doc 1 §4.1 step 3 Pay: default amount, payment type, restrictions', () => {
  it.each([
    ['1000001', '1111', '142.37', 'the balance with ACCOUNT BALANCE'],
    ['1000002', '2222', '80.00', 'the past due amount'],
    ['1000003', '3333', '425.00', 'cutoff + reconnect + deposit + disconnect'],
    ['1000004', '4444', '20.00', 'the prepaid minimum'],
  ])('%s/%s: the default amount is %s (%s)', async (account, phone, amount) => {
    const { user } = renderDialog();
    await toPay(user, account, phone);
    expect(amountField()).toHaveValue(amount);
  });

  it('1000001: credit card first, both types enabled, the gateway and convenience-fee texts', async () => {
    const { user } = renderDialog();
    await toPay(user, '1000001', '1111');
    const type = inDialog().getByRole('radiogroup', { name: 'Payment Type' });
    expect(within(type).getByRole('radio', { name: 'Credit Card' })).toBeChecked();
    expect(within(type).getByRole('radio', { name: 'ECheck' })).toBeEnabled();
    const gateway = inDialog().getByText(
      /^Online payments are processed through the secured payment gateway\..*Please click Pay\./,
    );
    expect(gateway).toHaveTextContent(CONVENIENCE_FEE_TEXT);
    expect(button('Pay')).toBeEnabled();
  });

  it('1000005 echeck only: Credit Card disabled with the tooltip, ECheck chosen', async () => {
    const { user } = renderDialog();
    await toPay(user, '1000005', '5555');
    expect(inDialog().getByRole('radio', { name: 'ECheck' })).toBeChecked();
    expect(inDialog().getByRole('radio', { name: 'Credit Card' })).toBeDisabled();
    await user.click(amountField());
    await user.tab();
    await expectRestriction('Credit Card', 'Credit Card Payment Restricted.');
  });

  it('echeck restricted (processed as draft): ECheck disabled with its tooltip', async () => {
    server.use(
      handle(getQuickPayPaymentSettings, () => paymentSettings({ echeckProcessAsDraft: true })),
    );
    const { user } = renderDialog();
    await toPay(user, '1000001', '1111');
    expect(inDialog().getByRole('radio', { name: 'Credit Card' })).toBeChecked();
    expect(inDialog().getByRole('radio', { name: 'ECheck' })).toBeDisabled();
    await user.click(amountField());
    await user.tab();
    await user.tab();
    await expectRestriction('ECheck', 'ECheck Payment Restricted.');
  });

  it('neither method available: the amount is read-only and Pay disabled', async () => {
    server.use(
      handle(getQuickPayPaymentSettings, () =>
        paymentSettings({}, { utilityAllowCreditCard: false, utilityAllowEcheck: false }),
      ),
    );
    const { user } = renderDialog();
    await toPay(user, '1000001', '1111');
    expect(amountField()).toHaveAttribute('readonly');
    expect(inDialog().getByRole('radio', { name: 'Credit Card' })).toBeDisabled();
    expect(inDialog().getByRole('radio', { name: 'ECheck' })).toBeDisabled();
    expect(button('Pay')).toBeDisabled();
    await user.click(amountField());
    await user.tab();
    await expectRestriction('Credit Card', 'ECheck & Credit Card Payment Restricted.');
    await user.tab();
    await expectRestriction('ECheck', 'ECheck & Credit Card Payment Restricted.');
  });

  it('1000008 cutoff block: the configured message, the form cannot be paid', async () => {
    const initiations = countRequests(/\/pay$/);
    const { user } = renderDialog();
    await toPay(user, '1000008', '8888');
    expect(inDialog().getByRole('alert')).toHaveTextContent(CUTOFF_MESSAGE);
    expect(button('Pay')).toBeDisabled();
    await user.type(amountField(), '{Enter}');
    expect(initiations).toHaveLength(0);
    expect(posted).toHaveLength(0);
  });
});

describe('doc 1 §5.1 the payment amount as the Pay step shows it', () => {
  it('1000003 below the cutoff total: the minimum-payment message, on the field, focused', async () => {
    const { user } = renderDialog();
    await toPay(user, '1000003', '3333');
    await payWith(user, '100');
    await waitFor(() => expect(amountField()).toHaveFocus());
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining(
        'At this time, you are required to pay a minimum payment amount of $425.00, which includes the cutoff amount, reconnect fee, disconnect fee and additional deposit.',
      ),
    );
    expect(posted).toHaveLength(0);
  });

  it('1000009 no underpay: 50.00 gives the underpay message', async () => {
    const { user } = renderDialog();
    await toPay(user, '1000009', '9999');
    await payWith(user, '50');
    await waitFor(() => expect(amountField()).toHaveFocus());
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining('You may not pay less than your account balance.'),
    );
  });

  it('1000001 no overpay above the overpay amount (1000.00)', async () => {
    const { user } = renderDialog();
    await toPay(user, '1000001', '1111');
    await payWith(user, '1000.01');
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining('You may not overpay your account balance.'),
    );
  });

  it.each([
    ['', 'You must enter valid amount.'],
    ['.', 'You must enter valid amount.'],
    ['0', 'Payment amount should be greater than 0.'],
  ])('%j gives %s', async (amount, message) => {
    const { user } = renderDialog();
    await toPay(user, '1000001', '1111');
    await user.clear(amountField());
    if (amount) await user.type(amountField(), amount);
    await user.click(button('Pay'));
    expect(amountField()).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('above 9999999999.99 (allowed overpay): the maximum message', async () => {
    server.use(
      handle(getQuickPayPaymentSettings, () => paymentSettings({}, { allowOverPay: true })),
    );
    const { user } = renderDialog();
    await toPay(user, '1000001', '1111');
    await payWith(user, '10000000000');
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining('You must enter a payment amount less than 9999999999.99.'),
    );
  });

  it('digits and one decimal point, 13 characters at most, 2 decimals on blur, no paste', async () => {
    const { user } = renderDialog();
    await toPay(user, '1000001', '1111');
    await user.clear(amountField());
    await user.type(amountField(), '12a.5.');
    expect(amountField()).toHaveValue('12.5');
    await user.tab();
    expect(amountField()).toHaveValue('12.50');
    await user.clear(amountField());
    await user.type(amountField(), '12345678901234567');
    expect(amountField()).toHaveValue('1234567890123');
    await user.clear(amountField());
    await user.click(amountField());
    await user.paste('75.00');
    expect(amountField()).toHaveValue('');
  });
});

describe('doc 1 §3, §4.1 the hand-off to the payment provider', () => {
  it('posts exactly the doc 1 §3 hosted-payment form to the returned action URL', async () => {
    const onPaymentStarted = vi.fn();
    const initiations = countRequests(/\/pay$/);
    const { user } = renderDialog({ onPaymentStarted });
    await toPay(user, '1000002', '2222');
    await user.click(inDialog().getByRole('radio', { name: 'ECheck' }));
    await user.click(button('Pay'));
    await waitFor(() => expect(posted).toHaveLength(1));

    const form = posted[0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.action).toBe(`${API}/demo-provider/hosted-payment`);
    expect(form.isConnected).toBe(true);
    // In the dialog's own document tree (so also inside an embed's shadow root).
    expect(dialog()).toContainElement(form);
    const fields = Object.fromEntries(new FormData(form)) as Record<string, string>;
    expect(Object.keys(fields)).toEqual(Object.keys(hostedPaymentFormSchema.shape));
    const transNo = fields.ClientReferenceId;
    expect(transNo).toMatch(/\S/);
    expect(fields).toEqual({
      ClientReferenceId: transNo,
      CoopNumber: 'PRAIRIE-RIVERS-DEMO',
      UtilityName: COOP_NAME,
      AccountNumber: '1000002',
      AccountDisplay: '••••0002',
      Balance: '80.00',
      ApplicationId: 'web',
      IsPostbackRequired: 'true',
      EnableCreditCard: 'true',
      EnableECheck: 'true',
      HostedCCReturn: `${API}/PaymentCallback/quick-pay/success`,
      HostedCCCancel: `${API}/PaymentCallback/quick-pay/cancel`,
      TaxIncludedInBillAmount: 'true',
      PaymentType: 'echeck',
      AcceptedCreditCardTypes: 'VI,MC,DI',
      IsQuickPay: 'true',
      AuthorizationToken: `demo-sec~${transNo}`,
      CCConvenienceFee: '0.00',
      ECConvenienceFee: '0.00',
      MaxCCAmount: '5000.00',
    });

    // The payment request (doc 1 §3) built by validation.
    expect(initiations).toHaveLength(1);
    const request = initiations[0] as Request;
    expect(new URL(request.url).pathname).toBe('/v3/quick-pay/member/700002/pay');
    expect(new URL(request.url).searchParams.get('encryptedAccount')).toBe('demo-enc~1000002');
    expect(request.headers.get('Authorization')).toMatch(/^Bearer \S+/);
    const body = (await request.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      amount: 80,
      reconnectFee: 0,
      additionalDeposit: 0,
      arrangementPaymentAmount: 0,
      reconnectMeter: true,
      accountsToPay: [
        expect.objectContaining({
          accountNumber: '1000002',
          paymentAmount: 80,
          accountBalance: 180,
          pastDueAmount: 80,
          arrangementAmount: 0,
        }),
      ],
    });
    expect(onPaymentStarted).toHaveBeenCalledWith({
      accountNumber: '1000002',
      paymentAmount: 80,
      paymentType: 'echeck',
      actionUrl: `${API}/demo-provider/hosted-payment`,
    });
    // Busy until the browser has left.
    expect(inDialog().getByRole('progressbar', { name: 'Starting your payment' })).toBeVisible();
  });

  it('MaxCCAmount is 0 when the max charge amount is missing', async () => {
    server.use(
      handle(initiateQuickPayPayment, ({ store, params, body }) => {
        const action = store.startPayment(params.memberNumber, body, true);
        return {
          paymentRequisitionSettings: {
            actionUrl: `${API}/demo-provider/hosted-payment`,
            clientId: 'PRAIRIE-RIVERS-DEMO',
            transNo: action.transNo,
            securityToken: `demo-sec~${action.transNo}`,
          },
          configuration: paymentSettings({}, { maxChargeAmount: null }),
        };
      }),
    );
    const { user } = renderDialog();
    await toPay(user, '1000001', '1111');
    await user.click(button('Pay'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(new FormData(posted[0]).get('MaxCCAmount')).toBe('0');
    expect(new FormData(posted[0]).get('IsQuickPay')).toBe('true');
  });

  it('one POST per intent: Pay pressed five times quickly → one initiation, one form post', async () => {
    const initiations = countRequests(/\/pay$/);
    server.use(
      http.post(anyBase(initiateQuickPayPayment.path), async () => {
        await delay(100);
        return undefined;
      }),
    );
    const { user } = renderDialog();
    await toPay(user, '1000001', '1111');
    const pay = button('Pay');
    // Five submits in one go, before React can re-render the busy button…
    const form = amountField().closest('form') as HTMLFormElement;
    act(() => {
      for (let press = 0; press < 5; press += 1) fireEvent.submit(form);
    });
    // …and five more presses while the initiation is on its way.
    for (let press = 0; press < 5; press += 1) await user.click(pay);
    await waitFor(() => expect(posted).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(initiations).toHaveLength(1);
    expect(posted).toHaveLength(1);
  });

  it('Enter in the amount field pays, once', async () => {
    const initiations = countRequests(/\/pay$/);
    const { user } = renderDialog();
    await toPay(user, '1000001', '1111');
    await user.type(amountField(), '{Enter}{Enter}{Enter}');
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(initiations).toHaveLength(1);
  });

  it('a failed initiation shows the message; Pay can be pressed again', async () => {
    server.use(
      http.post(
        anyBase(initiateQuickPayPayment.path),
        () => HttpResponse.json({ message: 'boom' }, { status: 500 }),
        { once: true },
      ),
    );
    const onError = vi.fn();
    const { user } = renderDialog({ onError });
    await toPay(user, '1000001', '1111');
    await user.click(button('Pay'));
    expect(await inDialog().findByRole('alert')).toHaveTextContent(SERVER_ERROR);
    expect(inDialog().queryByRole('progressbar')).toBeNull();
    expect(onError).toHaveBeenCalledWith({ step: 'pay', message: SERVER_ERROR });
    expect(posted).toHaveLength(0);
    await user.click(button('Pay'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(inDialog().queryByRole('alert')).toBeNull();
  });

  it('status 401 on initiation (expired quick-pay token): Unauthorized access.', async () => {
    server.use(
      http.post(anyBase(initiateQuickPayPayment.path), () =>
        HttpResponse.json({ message: 'Denied' }, { status: 401 }),
      ),
    );
    const { user } = renderDialog();
    await toPay(user, '1000001', '1111');
    await user.click(button('Pay'));
    expect(await inDialog().findByRole('alert')).toHaveTextContent('Unauthorized access.');
  });
});
