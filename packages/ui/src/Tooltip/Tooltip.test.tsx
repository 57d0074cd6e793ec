import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

describe('ui Tooltip', () => {
  it('shows on keyboard focus and describes its trigger; Escape hides it', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="6 to 60 characters.">
        <Button variant="secondary">Username rules</Button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Username rules' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('6 to 60 characters.');
    expect(trigger).toHaveAccessibleDescription('6 to 60 characters.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('shows after hovering for its delay and hides when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(
      <>
        <p>Elsewhere</p>
        <Tooltip content="Help text" delay={50} closeDelay={0}>
          <Button>Help</Button>
        </Tooltip>
      </>,
    );
    await user.hover(screen.getByText('Elsewhere'));
    await user.hover(screen.getByRole('button', { name: 'Help' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Help text');
    await user.unhover(screen.getByRole('button', { name: 'Help' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('on a disabled control: a focusable stand-in shows the reason', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Tooltip content="Credit Card Payment Restricted." isTriggerDisabled>
        <Button isDisabled onPress={onPress}>
          Credit Card
        </Button>
      </Tooltip>,
    );
    const standIn = screen
      .getAllByRole('button', { name: 'Credit Card' })
      .find((element) => element.getAttribute('aria-disabled') === 'true');
    await user.tab();
    expect(standIn).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Credit Card Payment Restricted.');
    expect(standIn).toHaveAccessibleDescription('Credit Card Payment Restricted.');
    await user.keyboard('{Enter}');
    expect(onPress).not.toHaveBeenCalled();
  });

  it('can be turned off', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Help text" isDisabled>
        <Button>Help</Button>
      </Tooltip>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Help' })).toHaveFocus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('can be opened and closed from outside', () => {
    const { rerender } = render(
      <Tooltip content="Help text" isOpen>
        <Button>Help</Button>
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    rerender(
      <Tooltip content="Help text" isOpen={false}>
        <Button>Help</Button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
