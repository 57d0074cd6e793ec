import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorSummary, errorSummaryItems } from './ErrorSummary';

describe('ui Form error summary', () => {
  it('is a group named by its heading, a link per line that has a field, plain text otherwise', async () => {
    const user = userEvent.setup();
    const onFollow = vi.fn();
    render(
      <ErrorSummary
        title="Please correct the following:"
        headingLevel={3}
        onFollow={onFollow}
        items={[
          {
            name: 'amount',
            message: 'You must enter valid amount.',
            fieldId: 'f1',
            hasField: true,
          },
          { name: 'server', message: 'Service unavailable.', hasField: false },
        ]}
      />,
    );
    const group = screen.getByRole('group', { name: 'Please correct the following:' });
    expect(within(group).getByRole('heading', { level: 3 })).toBeInTheDocument();
    const link = within(group).getByRole('link', { name: 'You must enter valid amount.' });
    expect(link).toHaveAttribute('href', '#f1');
    expect(within(group).getByText('Service unavailable.')).not.toHaveAttribute('href');
    await user.click(link);
    expect(onFollow).toHaveBeenCalledWith('amount');
  });

  it('orders the lines as the fields are in the form, unknown fields last', () => {
    const form = document.createElement('form');
    form.innerHTML =
      '<input id="a" name="account"><input id="p" name="phone"><input id="m" name="amount">';
    document.body.append(form);
    expect(
      errorSummaryItems(form, [
        { name: 'amount', message: 'Amount.' },
        { name: 'other', message: 'Other.' },
        { name: 'account', message: 'Account.' },
      ]),
    ).toEqual([
      { name: 'account', message: 'Account.', fieldId: 'a', hasField: true },
      { name: 'amount', message: 'Amount.', fieldId: 'm', hasField: true },
      { name: 'other', message: 'Other.', fieldId: undefined, hasField: false },
    ]);
    form.remove();
  });
});
