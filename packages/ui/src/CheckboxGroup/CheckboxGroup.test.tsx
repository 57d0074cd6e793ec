import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

function Options() {
  return (
    <>
      <Checkbox value="email">Email</Checkbox>
      <Checkbox value="paperlessBill">Paperless Bill</Checkbox>
      <Checkbox value="paperlessOther">Paperless/Other</Checkbox>
    </>
  );
}

describe('ui CheckboxGroup', () => {
  it('is a group named by its visible label, holding its checkboxes', () => {
    render(
      <CheckboxGroup label="Paperless Options">
        <Options />
      </CheckboxGroup>,
    );
    const group = screen.getByRole('group', { name: 'Paperless Options' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByText('Paperless Options')).toBeVisible();
  });

  it('reports the ticked values, from clicks and from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <CheckboxGroup label="Paperless Options" onChange={onChange}>
        <Options />
      </CheckboxGroup>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Email' }));
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Paperless Bill' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['email', 'paperlessBill']);
  });

  it('ties help text and the error to the group', () => {
    render(
      <CheckboxGroup
        label="Accounts"
        description="Choose the accounts to add a draft to."
        isInvalid
        errorMessage="Please select an account to add a draft."
      >
        <Checkbox value="1000001">1000001</Checkbox>
        <Checkbox value="1000002">1000002</Checkbox>
      </CheckboxGroup>,
    );
    const group = screen.getByRole('group', { name: 'Accounts' });
    expect(group).toHaveAccessibleDescription(
      'Choose the accounts to add a draft to. Please select an account to add a draft.',
    );
    expect(screen.getByRole('checkbox', { name: '1000001' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('lays its options out in the orientation asked for', () => {
    render(
      <CheckboxGroup label="Paperless Options" orientation="horizontal">
        <Options />
      </CheckboxGroup>,
    );
    expect(screen.getByRole('group', { name: 'Paperless Options' })).toHaveAttribute(
      'data-orientation',
      'horizontal',
    );
  });

  it('disables every checkbox when disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <CheckboxGroup label="Paperless Options" isDisabled onChange={onChange}>
        <Options />
      </CheckboxGroup>,
    );
    for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).toBeDisabled();
    await user.click(screen.getByText('Email'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
