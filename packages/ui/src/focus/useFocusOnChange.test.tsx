import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFocusOnChange, type UseFocusOnChangeOptions } from './useFocusOnChange';

const steps = ['Account', 'Verify', 'Pay'] as const;
type Step = (typeof steps)[number];

/** A small wizard: Next and Back change the step; the step's heading is the focus target. */
function Wizard({
  options,
  withHeading = true,
}: {
  options?: UseFocusOnChangeOptions<Step, HTMLHeadingElement>;
  withHeading?: boolean;
}) {
  const [index, setIndex] = useState(0);
  const step = steps[index] as Step;
  const { ref, resetTo } = useFocusOnChange(step, options);
  return (
    <>
      {withHeading ? (
        <h2 ref={ref} tabIndex={-1}>
          {step}
        </h2>
      ) : null}
      <button type="button" onClick={() => setIndex((at) => Math.min(at + 1, steps.length - 1))}>
        Next
      </button>
      <button type="button" onClick={() => setIndex((at) => Math.max(at - 1, 0))}>
        Back
      </button>
      <button
        type="button"
        onClick={() => {
          resetTo('Account');
          setIndex(0);
        }}
      >
        Reset quietly
      </button>
    </>
  );
}

const heading = (name: string) => screen.getByRole('heading', { name });
const button = (name: string) => screen.getByRole('button', { name });

describe('ui useFocusOnChange', () => {
  it('leaves focus alone on the first render', () => {
    const onChange = vi.fn();
    render(<Wizard options={{ onChange }} />);
    expect(heading('Account')).not.toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('moves focus to the element when the value changes, then calls onChange', async () => {
    const user = userEvent.setup();
    // What has focus when onChange runs: focus moves first.
    const focusedOnChange: (string | null)[] = [];
    const onChange = vi.fn(() => focusedOnChange.push(document.activeElement?.textContent ?? null));
    render(<Wizard options={{ onChange }} />);
    await user.click(button('Next'));
    expect(heading('Verify')).toHaveFocus();
    await user.click(button('Next'));
    expect(heading('Pay')).toHaveFocus();
    await user.click(button('Back'));
    expect(heading('Verify')).toHaveFocus();
    expect(onChange.mock.calls).toEqual([['Verify'], ['Pay'], ['Verify']]);
    expect(focusedOnChange).toEqual(['Verify', 'Pay', 'Verify']);
  });

  it('does nothing when a render keeps the same value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Wizard options={{ onChange }} />);
    await user.click(button('Back'));
    expect(button('Back')).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shouldFocus false leaves focus where it is; onChange is still called', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const shouldFocus = vi.fn(() => false);
    render(<Wizard options={{ onChange, shouldFocus }} />);
    await user.click(button('Next'));
    expect(button('Next')).toHaveFocus();
    expect(shouldFocus).toHaveBeenCalledWith(heading('Verify'));
    expect(onChange).toHaveBeenCalledWith('Verify');
  });

  it('passes focusOptions to focus()', async () => {
    const user = userEvent.setup();
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    render(<Wizard options={{ focusOptions: { preventScroll: true } }} />);
    await user.click(button('Next'));
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true });
    expect(focus.mock.contexts.at(-1)).toBe(heading('Verify'));
  });

  it('without the element, onChange is still called', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Wizard options={{ onChange }} withHeading={false} />);
    await user.click(button('Next'));
    expect(button('Next')).toHaveFocus();
    expect(onChange).toHaveBeenCalledWith('Verify');
  });

  it('resetTo: a change to the value it names moves no focus and calls nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Wizard options={{ onChange }} />);
    await user.click(button('Next'));
    await user.click(button('Next'));
    onChange.mockClear();
    await user.click(button('Reset quietly'));
    expect(heading('Account')).toBeVisible();
    expect(button('Reset quietly')).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    // The next change acts again.
    await user.click(button('Next'));
    expect(heading('Verify')).toHaveFocus();
    expect(onChange).toHaveBeenCalledWith('Verify');
  });

  it('afterFrame: focus moves one frame after the change, even if the view renders again meanwhile', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
      frames[id - 1] = () => undefined;
    });
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<Wizard options={{ afterFrame: true, onChange }} />);
    await user.click(button('Next'));
    expect(heading('Verify')).not.toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    rerender(<Wizard options={{ afterFrame: true, onChange }} />);
    for (const run of frames.splice(0)) run(0);
    expect(heading('Verify')).toHaveFocus();
    expect(onChange).toHaveBeenCalledWith('Verify');
  });

  it('afterFrame: a move still waiting for its frame is dropped when the component goes', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const cancelled = vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { unmount } = render(<Wizard options={{ afterFrame: true, onChange }} />);
    await user.click(button('Next'));
    unmount();
    expect(cancelled).toHaveBeenCalledWith(frames.length);
  });
});
