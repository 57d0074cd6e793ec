import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('ui Switch', () => {
  it('is a switch named by its visible label, announced as on or off', async () => {
    const user = userEvent.setup();
    render(<Switch>Payment confirmation email</Switch>);
    const toggle = screen.getByRole('switch', { name: 'Payment confirmation email' });
    expect(screen.getByText('Payment confirmation email')).toBeVisible();
    expect(toggle).not.toBeChecked();
    await user.click(screen.getByText('Payment confirmation email'));
    expect(toggle).toBeChecked();
  });

  it('flips with Space once focused with Tab', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Switch defaultSelected onChange={onChange}>
        Service request confirmation email
      </Switch>,
    );
    await user.tab();
    const toggle = screen.getByRole('switch', { name: 'Service request confirmation email' });
    expect(toggle).toHaveFocus();
    expect(toggle).toBeChecked();
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('ties its help text to the switch', () => {
    render(
      <Switch description="Sent after each online payment.">Payment confirmation email</Switch>,
    );
    expect(
      screen.getByRole('switch', { name: 'Payment confirmation email' }),
    ).toHaveAccessibleDescription('Sent after each online payment.');
  });

  it('cannot be flipped when disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Switch isDisabled onChange={onChange}>
        Unlisted phone
      </Switch>,
    );
    await user.click(screen.getByText('Unlisted phone'));
    expect(screen.getByRole('switch', { name: 'Unlisted phone' })).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();
  });
});
