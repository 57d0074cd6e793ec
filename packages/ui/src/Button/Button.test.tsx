import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('ui Button', () => {
  it('says what it does and runs its action on click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Pay</Button>);
    const button = screen.getByRole('button', { name: 'Pay' });
    await user.click(button);
    await user.tab();
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('while loading: announces it, keeps focus and ignores every press', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isLoading loadingLabel="Submitting payment">
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Pay/ });
    expect(screen.getByRole('progressbar', { name: 'Submitting payment' })).toBeInTheDocument();
    for (let i = 0; i < 5; i += 1) await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    expect(onPress).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('when disabled: cannot be pressed', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isDisabled>
        Verify
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
  });

  it.each(['primary', 'secondary', 'danger', 'quiet'] as const)(
    'exposes the %s variant for styling and tests',
    (variant) => {
      render(<Button variant={variant}>Go</Button>);
      expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('data-variant', variant);
    },
  );

  it('submits its form once per press', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { container } = render(
      <form>
        <Button type="submit">Send</Button>
      </form>,
    );
    container.querySelector('form')?.addEventListener('submit', onSubmit);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
