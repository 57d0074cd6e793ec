import { validateCapitalCreditLetter } from '@coop-portal/api-client';
import { anyBase, tooManyRequests } from '@coop-portal/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { setUpDemoBackend, TEST_API } from '../shared/testing';
import { CapitalCreditLetterReturn } from './CapitalCreditLetterReturn';

const { server, countRequests } = setUpDemoBackend();

const HELP =
  'Your Member Number and Letter ID can be found on the letter/email you received. If you need additional assistance, please contact us at the phone number listed at the bottom of this page.';

function renderWidget(onReturned = vi.fn()) {
  const user = userEvent.setup({ delay: null });
  render(
    <CoopWidgetProvider apiBaseUrl={TEST_API} applicationId="web">
      <CapitalCreditLetterReturn onReturned={onReturned} />
    </CoopWidgetProvider>,
  );
  return { user, onReturned };
}

const memberNumber = () => screen.getByRole('textbox', { name: /^Member Number/ });
const letterId = () => screen.getByRole('textbox', { name: /^Letter ID/ });
const submit = () => screen.getByRole('button', { name: 'Return Signed Letter' });

describe('doc 3 §2.9 Capital Credit Letter Return', () => {
  it('shows the co-op’s text (capitalCreditLetterMsg), the two fields and the help (§8 Letter ID help)', async () => {
    const { user } = renderWidget();
    expect(
      await screen.findByText(/^If you received a capital credit letter, return it signed here/),
    ).toBeVisible();
    expect(memberNumber()).toBeRequired();
    expect(letterId()).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Help with Letter ID' }));
    const dialog = await screen.findByRole('dialog', { name: 'Letter ID' });
    expect(within(dialog).getByText(HELP)).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('§5 Letter return: both required, letters and digits only; nothing is sent', async () => {
    const sent = countRequests(/\/letters\/validate$/);
    const { user } = renderWidget();
    await user.click(submit());
    expect((await screen.findAllByText('Member Number is required.')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Letter ID is required.').length).toBeGreaterThan(0);
    expect(memberNumber()).toHaveFocus();
    await user.type(memberNumber(), '8000-01');
    await user.type(letterId(), 'CC 2025');
    await user.click(submit());
    await waitFor(() => expect(screen.getAllByText('Invalid format.').length).toBeGreaterThan(1));
    expect(sent).toHaveLength(0);
  });

  it('§4 800001 / CC2025A: sent once however often pressed; the server’s message in a success alert', async () => {
    const sent = countRequests(/\/letters\/validate$/);
    server.use(
      http.post(anyBase(validateCapitalCreditLetter.path), async () => {
        await delay(150);
        return undefined;
      }),
    );
    const { user, onReturned } = renderWidget();
    await user.type(memberNumber(), ' 800001 ');
    await user.type(letterId(), 'CC2025A');
    await user.click(submit());
    await user.click(submit());
    const message = 'Thank you. Your signed capital credit letter has been received.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(await sent[0]?.json()).toEqual({ memberNumber: '800001', letterId: 'CC2025A' });
    expect(onReturned).toHaveBeenCalledWith(message);
    expect(memberNumber()).toHaveValue('');
  });

  it('§4 another letter: the server’s message in an error alert, what was entered kept', async () => {
    const { user } = renderWidget();
    await user.type(memberNumber(), '800001');
    await user.type(letterId(), 'XX1');
    await user.click(submit());
    expect(
      await screen.findByText('We could not find a letter with that Member Number and Letter ID.'),
    ).toBeInTheDocument();
    expect(letterId()).toHaveValue('XX1');
  });

  it('abuse protection: a 429 says how long to wait and keeps what was entered', async () => {
    server.use(http.post(anyBase(validateCapitalCreditLetter.path), () => tooManyRequests(840)));
    const { user } = renderWidget();
    await user.type(memberNumber(), '800001');
    await user.type(letterId(), 'XX1');
    await user.click(submit());
    expect(
      await screen.findByText('Too many attempts. Please try again in 14 minutes.'),
    ).toBeInTheDocument();
    expect(memberNumber()).toHaveValue('800001');
    expect(letterId()).toHaveValue('XX1');
  });
});
