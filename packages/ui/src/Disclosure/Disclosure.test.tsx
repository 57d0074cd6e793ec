import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Accordion, Disclosure } from './Disclosure';

describe('ui Disclosure', () => {
  it('is a button in a heading that shows and hides its panel', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    render(
      <Disclosure title="Account 1000001" onExpandedChange={onExpandedChange}>
        Balance $125.40
      </Disclosure>,
    );
    const trigger = screen.getByRole('button', { name: 'Account 1000001' });
    expect(screen.getByRole('heading', { level: 3, name: 'Account 1000001' })).toContainElement(
      trigger,
    );
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Balance $125.40')).not.toBeVisible();
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Balance $125.40')).toBeVisible();
    expect(document.getElementById(trigger.getAttribute('aria-controls')!)).toHaveTextContent(
      'Balance $125.40',
    );
    expect(onExpandedChange).toHaveBeenLastCalledWith(true);
  });

  it('toggles with Enter and Space', async () => {
    const user = userEvent.setup();
    render(<Disclosure title="Details">Text</Disclosure>);
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Details' });
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('cannot be opened when disabled', async () => {
    const user = userEvent.setup();
    render(
      <Disclosure title="Details" isDisabled>
        Text
      </Disclosure>,
    );
    await user.click(screen.getByRole('button', { name: 'Details' }));
    expect(screen.getByRole('button', { name: 'Details' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

describe('ui Accordion', () => {
  const panels = (
    <>
      <Disclosure id="a" title="First">
        One
      </Disclosure>
      <Disclosure id="b" title="Second">
        Two
      </Disclosure>
    </>
  );

  it('keeps one panel open at a time by default', async () => {
    const user = userEvent.setup();
    render(<Accordion defaultExpandedKeys={['a']}>{panels}</Accordion>);
    expect(screen.getByText('One')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Second' }));
    expect(screen.getByText('Two')).toBeVisible();
    expect(screen.getByText('One')).not.toBeVisible();
  });

  it('opens several with allowsMultipleExpanded and reports the open ids', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    render(
      <Accordion allowsMultipleExpanded onExpandedChange={onExpandedChange}>
        {panels}
      </Accordion>,
    );
    await user.click(screen.getByRole('button', { name: 'First' }));
    await user.click(screen.getByRole('button', { name: 'Second' }));
    expect(screen.getByText('One')).toBeVisible();
    expect(screen.getByText('Two')).toBeVisible();
    expect([...onExpandedChange.mock.lastCall![0]].sort()).toEqual(['a', 'b']);
  });
});
