import { Button, Form } from '@coop-portal/ui';
import { quickPay } from '@coop-portal/validation';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { PaymentFields, paymentFieldsMessages } from './PaymentFields';
import {
  useHostedPayment,
  type HostedPaymentInitiation,
  type UseHostedPaymentOptions,
} from './useHostedPayment';

const API = 'https://api.prairierivers.example';
const ACTION_URL = `${API}/demo-provider/hosted-payment`;

/** Every form post to the provider, caught (jsdom cannot navigate). */
let posted: HTMLFormElement[] = [];
beforeEach(() => {
  posted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function submit(
    this: HTMLFormElement,
  ) {
    posted.push(this);
  });
});

const account: quickPay.PayableAccount = {
  accountNumber: '1000001',
  accountBalance: 142.37,
  overPayAmount: 1000,
  isCcEligible: true,
  isEcheckEligible: true,
};
const rules: quickPay.PaymentAmountRules = {
  allowOverPay: false,
  allowUnderPay: true,
  allowCutoffOverride: true,
};

const initiation: HostedPaymentInitiation = {
  paymentRequisitionSettings: {
    actionUrl: ACTION_URL,
    clientId: 'PRAIRIE-RIVERS-DEMO',
    transNo: 'T-1',
    securityToken: 'token-1',
  },
  configuration: {
    paymentSettings: {
      utilityAllowCreditCard: true,
      utilityAllowEcheck: true,
      allowVisa: true,
      allowMaster: true,
      allowAmex: false,
      allowDiscover: true,
      maxChargeAmount: 5000,
    },
    echeckProcessAsDraft: false,
    enforceNoMoreEchecks: true,
    applicationWebId: 'web',
    utilityName: 'Prairie Rivers Electric Cooperative',
  },
};

/** A promise the test settles when it likes (an initiation on its way). */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

type HookOptions = Omit<UseHostedPaymentOptions, 'callbackPaths'>;

/** A payment form as a widget builds it: the payment fields, Pay, and the hook. */
function PayForm(options: HookOptions) {
  const [amount, setAmount] = useState('100.00');
  const [paymentType, setPaymentType] = useState<quickPay.PaymentType>('cc');
  const { pay, isPaying, errors, postTarget, reset } = useHostedPayment({
    ...options,
    callbackPaths: { success: '/PaymentCallback/ok', cancel: '/PaymentCallback/cancel' },
  });
  return (
    <>
      <Form
        validationErrors={errors}
        onSubmit={(event) => {
          event.preventDefault();
          void pay({ account, rules, paymentAmount: amount, paymentType });
        }}
      >
        <PaymentFields
          messages={paymentFieldsMessages}
          amount={amount}
          onAmountChange={setAmount}
          paymentType={paymentType}
          onPaymentTypeChange={setPaymentType}
          methods={{ card: true, echeck: true }}
          restriction={undefined}
        />
        <Button type="submit" isPending={isPaying} loadingLabel="Starting your payment">
          Pay
        </Button>
      </Form>
      <Button variant="secondary" onPress={reset}>
        Start over
      </Button>
      <div ref={postTarget} hidden />
    </>
  );
}

function renderForm(options: HookOptions) {
  const user = userEvent.setup({ delay: null });
  render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web">
      <PayForm {...options} />
    </CoopWidgetProvider>,
  );
  return user;
}

const amountField = () => screen.getByRole('textbox', { name: 'Payment Amount' });
const payButton = () => screen.getByRole('button', { name: /^(Pay|Starting your payment)$/ });
const fieldsOf = (form: HTMLFormElement) =>
  Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]));

describe('doc 1 §4.1 the hand-off to the provider: one initiation per intent', () => {
  it('Pay pressed five times while the initiation is on its way: one initiation, one form post', async () => {
    const answer = deferred<HostedPaymentInitiation>();
    const initiate = vi.fn(() => answer.promise);
    const onStarted = vi.fn();
    const user = renderForm({ initiate, onStarted });
    const form = amountField().closest('form') as HTMLFormElement;
    // Five submits in one go, before React can re-render…
    act(() => {
      for (let press = 0; press < 5; press += 1) fireEvent.submit(form);
    });
    // …and more presses while the initiation is on its way.
    for (let press = 0; press < 3; press += 1) await user.click(payButton());
    expect(initiate).toHaveBeenCalledTimes(1);
    await act(async () => answer.resolve(initiation));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(initiate).toHaveBeenCalledTimes(1);
    expect(initiate).toHaveBeenCalledWith(
      expect.objectContaining({
        amount: 100,
        accountsToPay: [expect.objectContaining({ accountNumber: '1000001', paymentAmount: 100 })],
      }),
    );
    expect(onStarted).toHaveBeenCalledWith({
      accountNumber: '1000001',
      paymentAmount: 100,
      paymentType: 'cc',
      actionUrl: ACTION_URL,
    });
  });

  it('posts the doc 1 §3 hosted-payment form to the action URL, with the callbacks on the API host', async () => {
    const user = renderForm({ initiate: () => Promise.resolve(initiation) });
    await user.click(screen.getByRole('radio', { name: 'ECheck' }));
    await user.click(payButton());
    await waitFor(() => expect(posted).toHaveLength(1));
    const form = posted[0]!;
    expect(form.method).toBe('post');
    expect(form.action).toBe(ACTION_URL);
    expect(Object.keys(fieldsOf(form))).toEqual([...quickPay.hostedPaymentFormFields]);
    expect(fieldsOf(form)).toMatchObject({
      AccountNumber: '1000001',
      Balance: '100.00',
      PaymentType: 'echeck',
      HostedCCReturn: `${API}/PaymentCallback/ok`,
      HostedCCCancel: `${API}/PaymentCallback/cancel`,
      IsQuickPay: 'true',
      TaxIncludedInBillAmount: 'true',
      CCConvenienceFee: '0.00',
    });
    // The hidden form sits in the widget's own tree.
    expect(document.body.contains(form)).toBe(true);
  });

  it('a member payment: the fees are read first and posted, IsQuickPay false', async () => {
    const steps: string[] = [];
    const user = renderForm({
      isQuickPay: false,
      fees: () => {
        steps.push('fees');
        return Promise.resolve({ ccConvenienceFee: 2.95, taxIncludedInBillAmount: false });
      },
      initiate: () => {
        steps.push('initiate');
        return Promise.resolve(initiation);
      },
    });
    await user.click(payButton());
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(steps).toEqual(['fees', 'initiate']);
    expect(fieldsOf(posted[0]!)).toMatchObject({
      IsQuickPay: 'false',
      CCConvenienceFee: '2.95',
      TaxIncludedInBillAmount: 'false',
    });
  });
});

describe('doc 1 §5.1 Pay with an invalid amount', () => {
  it('the message on the field, which takes focus; nothing is initiated', async () => {
    const initiate = vi.fn(() => Promise.resolve(initiation));
    const user = renderForm({ initiate });
    await user.clear(amountField());
    await user.type(amountField(), '1000.01');
    await user.click(payButton());
    await waitFor(() => expect(amountField()).toHaveFocus());
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining('You may not overpay your account balance.'),
    );
    await user.clear(amountField());
    await user.click(payButton());
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining('You must enter valid amount.'),
    );
    expect(initiate).not.toHaveBeenCalled();
    expect(posted).toHaveLength(0);
  });
});

describe('doc 1 §8 a failed call', () => {
  it('a failed initiation: its message, Pay usable again, the next Pay initiates anew', async () => {
    const initiate = vi
      .fn<UseHostedPaymentOptions['initiate']>()
      .mockRejectedValueOnce(new Error('Unauthorized access.'))
      .mockResolvedValueOnce(initiation);
    const onError = vi.fn();
    const onPayingChange = vi.fn();
    const user = renderForm({ initiate, onError, onPayingChange });
    await user.click(payButton());
    await waitFor(() => expect(onError).toHaveBeenCalledWith('Unauthorized access.'));
    expect(onPayingChange.mock.calls).toEqual([[true], [false]]);
    expect(posted).toHaveLength(0);
    expect(payButton()).toHaveAccessibleName('Pay');
    await user.click(payButton());
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(initiate).toHaveBeenCalledTimes(2);
  });

  it('a failed fee read: its message, and no initiation', async () => {
    const initiate = vi.fn(() => Promise.resolve(initiation));
    const onError = vi.fn();
    const user = renderForm({
      fees: () => Promise.reject(new Error('The convenience fees are not available.')),
      initiate,
      onError,
    });
    await user.click(payButton());
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith('The convenience fees are not available.'),
    );
    expect(initiate).not.toHaveBeenCalled();
  });
});

describe('doc 1 §4.1 starting over while the payment starts', () => {
  it('the answer that arrives after a reset posts nothing', async () => {
    const answer = deferred<HostedPaymentInitiation>();
    const onStarted = vi.fn();
    const user = renderForm({ initiate: () => answer.promise, onStarted });
    await user.click(payButton());
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    await act(async () => answer.resolve(initiation));
    expect(posted).toHaveLength(0);
    expect(onStarted).not.toHaveBeenCalled();
  });
});
