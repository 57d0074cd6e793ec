import { Button, Form } from '@coop-portal/ui';
import { quickPay } from '@coop-portal/validation';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { paymentFieldsMessages, type PaymentFieldsMessages } from './messages';
import { PaymentFields } from './PaymentFields';

const FEE = 'A convenience fee of $2.95 applies to card payments.';

function Fields({
  methods = { card: true, echeck: true },
  errors = {},
  messages = paymentFieldsMessages,
  convenienceFeeText = FEE,
  amount: initialAmount = '142.37',
}: {
  methods?: quickPay.PaymentMethods;
  errors?: Record<string, string>;
  messages?: PaymentFieldsMessages;
  convenienceFeeText?: string | null;
  amount?: string;
}) {
  const [amount, setAmount] = useState(initialAmount);
  const [paymentType, setPaymentType] = useState(quickPay.defaultPaymentType(methods));
  return (
    <Form validationErrors={errors} onSubmit={(event) => event.preventDefault()}>
      <PaymentFields
        messages={messages}
        amount={amount}
        onAmountChange={setAmount}
        paymentType={paymentType}
        onPaymentTypeChange={setPaymentType}
        methods={methods}
        restriction={quickPay.paymentRestrictionMessage(methods)}
        convenienceFeeText={convenienceFeeText}
      />
      <Button type="submit">Pay</Button>
    </Form>
  );
}

const amountField = () => screen.getByRole('textbox', { name: 'Payment Amount' });
const radio = (name: string) => screen.getByRole('radio', { name });

/** A restricted payment type reached by keyboard: its tooltip describes it. */
async function expectRestriction(option: string, message: string) {
  const focused = document.activeElement as HTMLElement;
  expect(focused).toHaveAttribute('aria-disabled', 'true');
  expect(focused).toHaveTextContent(option);
  await waitFor(() => expect(focused).toHaveAccessibleDescription(message));
  const tooltip = document.getElementById(focused.getAttribute('aria-describedby') ?? '');
  expect(tooltip).toHaveAttribute('role', 'tooltip');
}

describe('doc 1 §2.5 step 3 the payment fields', () => {
  it('Payment Amount, Payment Type with Credit Card and ECheck, the gateway text with the fee', () => {
    render(<Fields />);
    expect(amountField()).toHaveValue('142.37');
    expect(amountField()).toBeRequired();
    const type = screen.getByRole('radiogroup', { name: 'Payment Type' });
    expect(within(type).getByRole('radio', { name: 'Credit Card' })).toBeChecked();
    expect(within(type).getByRole('radio', { name: 'ECheck' })).toBeEnabled();
    const gateway = screen.getByText(
      /^Online payments are processed through the secured payment gateway\..*Please click Pay\./,
    );
    expect(gateway).toHaveTextContent(FEE);
  });

  it('without a convenience-fee text only the gateway text', () => {
    render(<Fields convenienceFeeText={null} />);
    expect(
      screen.getByText(
        'Online payments are processed through the secured payment gateway. You will enter your card or bank details on its page, never here. Please click Pay.',
      ),
    ).toBeInTheDocument();
  });

  it('a co-op’s own labels', () => {
    render(
      <Fields
        messages={{ ...paymentFieldsMessages, paymentAmountLabel: 'Amount to pay', echeck: 'Bank' }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Amount to pay' })).toBeInTheDocument();
    expect(radio('Bank')).toBeInTheDocument();
  });
});

describe('doc 1 §5.1 the payment amount field', () => {
  it('shows the amount message on the field, tied to it', () => {
    render(<Fields errors={{ paymentAmount: 'You must enter valid amount.' }} />);
    expect(amountField()).toBeInvalid();
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining('You must enter valid amount.'),
    );
  });

  it('digits and one decimal point, 13 characters at most, 2 decimals on blur, no paste', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Fields amount="" />);
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

describe('doc 1 §2.5, §4.1 restricted payment types', () => {
  it('no cards: Credit Card disabled with its tooltip, ECheck chosen', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Fields methods={{ card: false, echeck: true }} />);
    expect(radio('ECheck')).toBeChecked();
    expect(radio('Credit Card')).toBeDisabled();
    await user.click(amountField());
    await user.tab();
    await expectRestriction('Credit Card', 'Credit Card Payment Restricted.');
  });

  it('neither method: the amount is read-only, both types disabled with the combined tooltip', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Fields methods={{ card: false, echeck: false }} />);
    expect(amountField()).toHaveAttribute('readonly');
    expect(amountField()).not.toBeRequired();
    expect(radio('Credit Card')).toBeDisabled();
    expect(radio('ECheck')).toBeDisabled();
    await user.click(amountField());
    await user.tab();
    await expectRestriction('Credit Card', 'ECheck & Credit Card Payment Restricted.');
    await user.tab();
    await expectRestriction('ECheck', 'ECheck & Credit Card Payment Restricted.');
  });
});
