import { Form } from '@coop-portal/ui';
import { quickPay } from '@coop-portal/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { paymentFieldsMessages } from './messages';
import { PaymentFields, type PaymentFieldsProps } from './PaymentFields';

/** The fields inside a form, with their own amount and payment type. */
function PaymentFieldsStory({
  errors,
  ...props
}: PaymentFieldsProps & { errors?: Record<string, string> }) {
  const [amount, setAmount] = useState(props.amount);
  const [paymentType, setPaymentType] = useState(props.paymentType);
  return (
    <Form validationErrors={errors ?? {}} onSubmit={(event) => event.preventDefault()}>
      <PaymentFields
        {...props}
        amount={amount}
        onAmountChange={(next) => {
          setAmount(next);
          props.onAmountChange(next);
        }}
        paymentType={paymentType}
        onPaymentTypeChange={(next) => {
          setPaymentType(next);
          props.onPaymentTypeChange(next);
        }}
      />
    </Form>
  );
}

const both = { card: true, echeck: true };

const meta = {
  title: 'Widgets/Payment building blocks/PaymentFields',
  component: PaymentFields,
  render: (args) => <PaymentFieldsStory {...args} />,
  args: {
    messages: paymentFieldsMessages,
    amount: '142.37',
    onAmountChange: fn(),
    paymentType: 'cc',
    onPaymentTypeChange: fn(),
    methods: both,
    restriction: undefined,
    convenienceFeeText: 'A convenience fee of $2.95 applies to card payments.',
  },
  parameters: {
    docs: {
      description: {
        component:
          'The payment fields of Quick Pay and the payment confirmation (doc 1 §2.5 step 3, §4.1, §5.1), inside a form: the payment amount (digits and one decimal point, 13 characters, paste blocked, 2 decimals on blur; read-only when neither method is available), the payment type with the restriction tooltip of an unavailable method, and the gateway text with the convenience-fee text.',
      },
    },
  },
} satisfies Meta<typeof PaymentFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BothMethods: Story = {};

const noCard = { card: false, echeck: true };
export const CardRestricted: Story = {
  args: {
    methods: noCard,
    paymentType: quickPay.defaultPaymentType(noCard),
    restriction: quickPay.paymentRestrictionMessage(noCard),
  },
};

const neither = { card: false, echeck: false };
export const BothRestricted: Story = {
  args: {
    methods: neither,
    paymentType: quickPay.defaultPaymentType(neither),
    restriction: quickPay.paymentRestrictionMessage(neither),
  },
};

export const AmountError: Story = {
  render: (args) => (
    <PaymentFieldsStory {...args} errors={{ paymentAmount: quickPay.quickPayMessages.overpay }} />
  ),
  args: { amount: '1000.01' },
};
