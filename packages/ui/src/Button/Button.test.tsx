import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../locale';
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
      <Button onPress={onPress} isPending loadingLabel="Submitting payment">
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

  it("takes react-aria's className and style: a function of its states, added after its own class", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Button>Plain</Button>
        <Button
          className={({ isPressed, isFocusVisible }) =>
            ['consumer', isPressed && 'is-pressed', isFocusVisible && 'is-focus-visible']
              .filter(Boolean)
              .join(' ')
          }
          style={({ isPressed }) => ({ outlineOffset: isPressed ? '4px' : '2px' })}
        >
          Pay
        </Button>
      </>,
    );
    const plain = screen.getByRole('button', { name: 'Plain' });
    const button = screen.getByRole('button', { name: 'Pay' });
    for (const own of Array.from(plain.classList)) expect(button).toHaveClass(own);
    expect(button).toHaveClass('consumer');
    expect(button).not.toHaveClass('is-pressed');
    expect(button).toHaveStyle({ outlineOffset: '2px' });

    await user.tab();
    await user.tab();
    expect(button).toHaveFocus();
    expect(button).toHaveClass('is-focus-visible');

    await user.keyboard('[Space>]');
    expect(button).toHaveClass('is-pressed');
    expect(button).toHaveStyle({ outlineOffset: '4px' });
    await user.keyboard('[/Space]');
    expect(button).not.toHaveClass('is-pressed');
  });

  it('takes a plain className and style as well', () => {
    render(
      <Button className="consumer" style={{ marginBlockStart: '8px' }}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toHaveClass('consumer');
    expect(button.classList.length).toBeGreaterThan(1);
    expect(button).toHaveStyle({ marginBlockStart: '8px' });
  });

  it('while loading without a label, announces "Cargando" inside a Spanish LocaleProvider', async () => {
    render(
      <LocaleProvider locale="es-US">
        <Suspense fallback={null}>
          <Button isPending>Pagar</Button>
        </Suspense>
      </LocaleProvider>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Cargando' })).toBeInTheDocument();
  });
});
