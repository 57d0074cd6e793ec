import { createDemoServer } from '@coop-portal/mocks/node';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderScreens } from '../testing';
import { screens } from './screens';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

const open = (url: string) => renderScreens(screens, url, { signedInAs: 'member.demo' });
const loginTab = () => screen.findByRole('tab', { name: 'Login Info' }, { timeout: 5_000 });

describe('doc 2 §2.3 my profile page', () => {
  it('shows My Profile under one title, on Login Info', async () => {
    await open('/my-profile');
    expect(await loginTab()).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    expect(screen.getAllByRole('heading', { name: 'My Profile' })).toHaveLength(1);
  });

  it('navigation state isPaperless opens Paperless Options (doc 1 §2.4 Paperless tile)', async () => {
    const { router } = await open('/elsewhere');
    await act(() => router.navigate('/my-profile', { state: { isPaperless: true } }));
    await loginTab();
    expect(screen.getByRole('tab', { name: 'Paperless Options' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('asks before leaving with unsaved edits: Stay keeps them, Leave Without Saving goes', async () => {
    const user = userEvent.setup();
    const { router } = await open('/my-profile');
    await loginTab();
    const answer = screen.getByRole('textbox', { name: /^Security Answer/ });
    await user.clear(answer);
    await user.type(answer, 'Bluestem');

    // Not in act(): the navigation waits for the member's answer, which act would hold back.
    void router.navigate('/home');
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on This Page' }));
    expect(router.state.location.pathname).toBe('/my-profile');
    expect(screen.getByRole('textbox', { name: /^Security Answer/ })).toHaveValue('Bluestem');

    // Not in act(): the navigation waits for the member's answer, which act would hold back.
    void router.navigate('/home');
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).getByRole(
        'button',
        { name: 'Leave Without Saving' },
      ),
    );
    expect(await screen.findByText('elsewhere')).toBeVisible();
  });

  it('leaves without asking when nothing is changed', async () => {
    const { router } = await open('/my-profile');
    await loginTab();
    await act(() => router.navigate('/home'));
    expect(await screen.findByText('elsewhere')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
