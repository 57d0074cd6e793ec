import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Radio, RadioGroup } from './RadioGroup';

describe('ui RadioGroup', () => {
  it('is a radio group named by its visible label', () => {
    render(
      <RadioGroup label="Payment Type">
        <Radio value="cc">Credit Card</Radio>
        <Radio value="echeck">eCheck</Radio>
      </RadioGroup>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Payment Type' });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByText('Payment Type')).toBeVisible();
  });

  it('chooses with a click, enters at the chosen option with Tab and moves with arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <RadioGroup label="Timeframe" defaultValue="21" onChange={onChange}>
        <Radio value="21">Last 3 weeks</Radio>
        <Radio value="30">Last one month</Radio>
        <Radio value="90">Last 3 months</Radio>
      </RadioGroup>,
    );
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Last 3 weeks' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Last one month' })).toBeChecked();
    await user.click(screen.getByText('Last 3 months'));
    expect(screen.getByRole('radio', { name: 'Last 3 months' })).toBeChecked();
    expect(onChange.mock.calls).toEqual([['30'], ['90']]);
  });

  it('skips a disabled option and ties its explanation to it', async () => {
    const user = userEvent.setup();
    render(
      <RadioGroup label="Payment Type" defaultValue="cc">
        <Radio value="cc">Credit Card</Radio>
        <Radio value="echeck" isDisabled description="ECheck Payment Restricted.">
          eCheck
        </Radio>
        <Radio value="bank">Bank draft</Radio>
      </RadioGroup>,
    );
    const echeck = screen.getByRole('radio', { name: 'eCheck' });
    expect(echeck).toBeDisabled();
    expect(echeck).toHaveAccessibleDescription('ECheck Payment Restricted.');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Bank draft' })).toBeChecked();
    await user.click(screen.getByText('eCheck'));
    expect(echeck).not.toBeChecked();
  });

  it('ties help text and the error to the group', () => {
    render(
      <RadioGroup
        label="Authentication type"
        description="Where we send your verification code."
        isInvalid
        errorMessage="Please select an authentication type to receive verification code."
      >
        <Radio value="email">Email</Radio>
        <Radio value="sms">Text message</Radio>
      </RadioGroup>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Authentication type' });
    expect(group).toHaveAccessibleDescription(
      'Where we send your verification code. Please select an authentication type to receive verification code.',
    );
    expect(group).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells assistive technology its orientation', () => {
    render(
      <RadioGroup label="Payment Type" orientation="horizontal">
        <Radio value="cc">Credit Card</Radio>
        <Radio value="echeck">eCheck</Radio>
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Payment Type' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
  });

  it('cannot be changed when disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <RadioGroup label="Payment Type" isDisabled onChange={onChange}>
        <Radio value="cc">Credit Card</Radio>
        <Radio value="echeck">eCheck</Radio>
      </RadioGroup>,
    );
    await user.click(screen.getByText('Credit Card'));
    expect(onChange).not.toHaveBeenCalled();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
