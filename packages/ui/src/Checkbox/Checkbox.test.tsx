import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('ui Checkbox', () => {
  it('is named by its visible label and toggles on click and on Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Paperless Bill</Checkbox>);
    const checkbox = screen.getByRole('checkbox', { name: 'Paperless Bill' });
    expect(screen.getByText('Paperless Bill')).toBeVisible();
    expect(checkbox).not.toBeChecked();

    await user.click(screen.getByText('Paperless Bill'));
    expect(checkbox).toBeChecked();

    await user.keyboard(' ');
    expect(checkbox).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('is reached with Tab and shows keyboard focus', async () => {
    const user = userEvent.setup();
    render(<Checkbox>Marketing Email</Checkbox>);
    await user.tab();
    const checkbox = screen.getByRole('checkbox', { name: 'Marketing Email' });
    expect(checkbox).toHaveFocus();
    expect(checkbox.closest('label')).toHaveAttribute('data-focus-visible', 'true');
  });

  it('announces a mixed state while indeterminate', () => {
    render(<Checkbox isIndeterminate>Select all</Checkbox>);
    const checkbox = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select all' });
    expect(checkbox.indeterminate).toBe(true);
    expect(checkbox).toBePartiallyChecked();
  });

  it('ties its help text and its error message to the checkbox', () => {
    render(
      <Checkbox
        description="We will e-mail your bill instead of mailing it."
        isInvalid
        errorMessage="Please check the paperless confirmation checkbox."
      >
        I agree to receive my bill electronically
      </Checkbox>,
    );
    const checkbox = screen.getByRole('checkbox', {
      name: 'I agree to receive my bill electronically',
    });
    expect(checkbox).toHaveAccessibleDescription(
      'We will e-mail your bill instead of mailing it. Please check the paperless confirmation checkbox.',
    );
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please check the paperless confirmation checkbox.')).toBeVisible();
  });

  it('shows the error of a required checkbox until it is ticked', async () => {
    const user = userEvent.setup();
    function Required() {
      const [checked, setChecked] = useState(false);
      return (
        <Checkbox
          isSelected={checked}
          onChange={setChecked}
          isInvalid={!checked}
          errorMessage="Please check the authorize checkbox to submit your draft."
        >
          I authorize the draft
        </Checkbox>
      );
    }
    render(<Required />);
    expect(
      screen.getByText('Please check the authorize checkbox to submit your draft.'),
    ).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'I authorize the draft' }));
    expect(
      screen.queryByText('Please check the authorize checkbox to submit your draft.'),
    ).not.toBeInTheDocument();
  });

  it('cannot be changed when disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Checkbox isDisabled defaultSelected onChange={onChange}>
        Email
      </Checkbox>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Email' });
    await user.click(screen.getByText('Email'));
    expect(checkbox).toBeDisabled();
    expect(checkbox).toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("takes react-aria's className and style: functions of its render props (isSelected…)", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Checkbox
        className={({ isSelected }) => (isSelected ? 'is-on' : 'is-off')}
        style={({ isSelected }) => ({ opacity: isSelected ? 1 : 0.9 })}
      >
        Paperless Bill
      </Checkbox>,
    );
    const field = container.firstElementChild as HTMLElement;
    expect(field).toHaveClass('is-off');
    expect(field.classList.length).toBeGreaterThan(1);
    expect(field).toHaveStyle({ opacity: '0.9' });

    await user.click(screen.getByText('Paperless Bill'));
    expect(field).toHaveClass('is-on');
    expect(field).not.toHaveClass('is-off');
    expect(field).toHaveStyle({ opacity: '1' });
  });
});
