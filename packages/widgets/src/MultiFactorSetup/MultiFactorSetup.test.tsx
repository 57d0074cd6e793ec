import { deleteMfaSecret, getMfaQrCode, getMfaStatus, setMfaSecret } from '@coop-portal/api-client';
import { anyBase, demoAnswer, errorAnswer } from '@coop-portal/mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderSignedIn, setUpDemoBackend } from '../shared/testing';
import { multiFactorSetupMessages as text } from './messages';
import { MultiFactorSetup } from './MultiFactorSetup';

const { server, countRequests } = setUpDemoBackend();

const DEMO_KEY = 'JBSWY3DPEHPK3PXP';

const card = (title: string) => screen.findByRole('region', { name: title }, { timeout: 5_000 });

/** The set-up dialog once its QR code is in. */
async function openSetUp(user: UserEvent, button: string, title: string) {
  await user.click(await screen.findByRole('button', { name: button }, { timeout: 5_000 }));
  const dialog = await screen.findByRole('dialog', { name: title });
  await within(dialog).findByRole('img', { name: text.qrLabel });
  return dialog;
}

const codeField = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: /6-digit code/ });
const verifyButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Verify Code and Activate' });

const renderFor = (userName: string, memberNumber: string) =>
  renderSignedIn(userName, <MultiFactorSetup memberNumber={memberNumber} />);

describe('doc 2 §2.4 Multi-factor set-up: the mode card', () => {
  it('with MFA off: Use an App, what it means, Off, and Set Up Now only', async () => {
    await renderFor('member.demo', '800001');
    const region = await card('Use an App');
    expect(within(region).getByText(text.meaning)).toBeTruthy();
    expect(region.textContent).toContain('Status:');
    expect(within(region).getByText('Off')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Set Up Now' })).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Change App' })).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Remove App' })).toBeNull();
  });

  it('with MFA on: App Authenticator, On, Change App and Remove App', async () => {
    await renderFor('member.mfa', '800002');
    const region = await card('App Authenticator');
    expect(within(region).getByText('On')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Change App' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Remove App' })).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Set Up Now' })).toBeNull();
  });

  it('a failed status read says why and reads it again on Try again', async () => {
    let failing = true;
    server.use(
      http.get(anyBase(getMfaStatus.path), ({ request }) =>
        failing ? errorAnswer(400, 'The sign-in settings are not available.') : demoAnswer(request),
      ),
    );
    const { user } = await renderFor('member.demo', '800001');
    expect((await screen.findByRole('alert', undefined, { timeout: 5_000 })).textContent).toContain(
      'The sign-in settings are not available.',
    );
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card('Use an App')).toBeTruthy();
  });
});

describe('doc 2 §2.4, §4, §9 Multi-factor set-up: Set Up Now', () => {
  it('member.demo scans the QR code, enters 123456 and sees MFA on with a success message', async () => {
    const posts = countRequests(/\/mfa$/);
    const { user } = await renderFor('member.demo', '800001');
    const dialog = await openSetUp(user, 'Set Up Now', 'Set Up an Authenticator App');
    const qr = within(dialog).getByRole('img', { name: text.qrLabel });
    expect(qr.getAttribute('width')).toBe('150');
    expect(qr.getAttribute('data-level')).toBe('M');
    expect(within(dialog).getByRole('heading', { name: 'Step 1: Scan the QR code' })).toBeTruthy();
    expect(
      within(dialog).getByRole('heading', { name: 'Step 2: Enter the 6-digit code' }),
    ).toBeTruthy();

    await user.type(codeField(dialog), '123456');
    await user.click(verifyButton(dialog));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const region = await card('App Authenticator');
    expect(within(region).getByText('On')).toBeTruthy();
    expect(within(region).getByRole('status').textContent).toContain(text.activated);
    const sent = posts.filter((request) => request.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.json()).toEqual({
      encryptedMember: 'demo-validator~800001',
      code: '123456',
      key: DEMO_KEY,
    });
    // The pressed button is gone (Set Up Now became Change App): focus is on the message.
    await waitFor(() => expect(document.activeElement?.textContent).toContain(text.activated));
  });

  it("Can't scan this code? shows the key in groups of 4 that copy as the key itself", async () => {
    const { user } = await renderFor('member.demo', '800001');
    const dialog = await openSetUp(user, 'Set Up Now', 'Set Up an Authenticator App');
    const reveal = within(dialog).getByRole('button', { name: "Can't scan this code?" });
    expect(reveal.getAttribute('aria-expanded')).toBe('false');
    await user.click(reveal);
    expect(reveal.getAttribute('aria-expanded')).toBe('true');
    const key = within(dialog).getByText('JBSW').closest('code')!;
    expect([...key.querySelectorAll('span')].map((group) => group.textContent)).toEqual([
      'JBSW',
      'Y3DP',
      'EHPK',
      '3PXP',
    ]);
    expect(key.textContent).toBe(DEMO_KEY);
  });

  it('a wrong code says the verification was unsuccessful, reloads the status and lets the member try again', async () => {
    const statusReads = countRequests(/\/mfa$/);
    const { user } = await renderFor('member.demo', '800001');
    const dialog = await openSetUp(user, 'Set Up Now', 'Set Up an Authenticator App');
    const readsBefore = statusReads.filter((request) => request.method === 'GET').length;
    await user.type(codeField(dialog), '654321');
    await user.click(verifyButton(dialog));

    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      text.verificationUnsuccessful,
    );
    expect(statusReads.filter((request) => request.method === 'GET').length).toBe(readsBefore + 1);
    expect(screen.getByRole('dialog', { name: 'Set Up an Authenticator App' })).toBeTruthy();
    // The wrong code is cleared, the field has focus for the next one, MFA is still off.
    expect(codeField(dialog)).toHaveProperty('value', '');
    await waitFor(() => expect(document.activeElement).toBe(codeField(dialog)));
    expect(verifyButton(dialog)).toHaveProperty('disabled', true);

    await user.type(codeField(dialog), '123456');
    await user.click(verifyButton(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await card('App Authenticator')).toBeTruthy();
  });

  it('answers verified but not saved (transactionStatus false) are unsuccessful too', async () => {
    server.use(
      http.post(anyBase(setMfaSecret.path), () =>
        Response.json({ verificationSatus: true, transactionStatus: false }),
      ),
    );
    const { user } = await renderFor('member.demo', '800001');
    const dialog = await openSetUp(user, 'Set Up Now', 'Set Up an Authenticator App');
    await user.type(codeField(dialog), '123456');
    await user.click(verifyButton(dialog));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      text.verificationUnsuccessful,
    );
    // Behind the dialog (hidden from assistive technology while it is open), MFA is still off.
    expect(screen.getByRole('region', { name: 'Use an App', hidden: true })).toBeTruthy();
  });

  it('a failing verify call says so in the dialog and keeps the code', async () => {
    server.use(
      http.post(anyBase(setMfaSecret.path), () =>
        errorAnswer(400, 'The authenticator service is not answering.'),
      ),
    );
    const { user } = await renderFor('member.demo', '800001');
    const dialog = await openSetUp(user, 'Set Up Now', 'Set Up an Authenticator App');
    await user.type(codeField(dialog), '123456');
    await user.click(verifyButton(dialog));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The code could not be checked. The authenticator service is not answering.',
    );
    expect(codeField(dialog)).toHaveProperty('value', '123456');
    expect(verifyButton(dialog)).toHaveProperty('disabled', false);
  });

  it('a failing QR read says so in the dialog; the code cannot be entered until it is read', async () => {
    let failing = true;
    server.use(
      http.get(anyBase(getMfaQrCode.path), ({ request }) =>
        failing ? errorAnswer(400, 'A new key cannot be made right now.') : demoAnswer(request),
      ),
    );
    const { user } = await renderFor('member.demo', '800001');
    await user.click(await screen.findByRole('button', { name: 'Set Up Now' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Set Up an Authenticator App' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'A new key cannot be made right now.',
    );
    expect(codeField(dialog)).toHaveProperty('disabled', true);
    expect(verifyButton(dialog)).toHaveProperty('disabled', true);
    failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('img', { name: text.qrLabel })).toBeTruthy();
    expect(codeField(dialog)).toHaveProperty('disabled', false);
  });

  it('Cancel closes the dialog and sends nothing', async () => {
    const posts = countRequests(/\/mfa$/);
    const { user } = await renderFor('member.demo', '800001');
    const dialog = await openSetUp(user, 'Set Up Now', 'Set Up an Authenticator App');
    await user.type(codeField(dialog), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts.filter((request) => request.method === 'POST')).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Use an App' })).toBeTruthy();
  });
});

describe('doc 2 §5, §9 MFA code: 6 digits, verify enabled once complete', () => {
  it('takes digits only, at most 6, and enables Verify Code and Activate only with all 6', async () => {
    const { user } = await renderFor('member.demo', '800001');
    const dialog = await openSetUp(user, 'Set Up Now', 'Set Up an Authenticator App');
    const field = codeField(dialog);
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(verifyButton(dialog)).toHaveProperty('disabled', true);
    await user.type(field, '12a3-45');
    expect(field).toHaveProperty('value', '12345');
    expect(verifyButton(dialog)).toHaveProperty('disabled', true);
    await user.type(field, '67');
    expect(field).toHaveProperty('value', '123456');
    expect(verifyButton(dialog)).toHaveProperty('disabled', false);
    await user.type(field, '{Backspace}');
    expect(verifyButton(dialog)).toHaveProperty('disabled', true);
  });

  it('sends one verify request per press burst, however fast the presses come', async () => {
    server.use(
      http.post(anyBase(setMfaSecret.path), async ({ request }) => {
        await delay(150);
        return demoAnswer(request);
      }),
    );
    const posts = countRequests(/\/mfa$/);
    const { user } = await renderFor('member.demo', '800001');
    const dialog = await openSetUp(user, 'Set Up Now', 'Set Up an Authenticator App');
    await user.type(codeField(dialog), '123456');
    const button = verifyButton(dialog);
    // Three clicks in one go (no render between them), then Enter in the field.
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(codeField(dialog).closest('form')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts.filter((request) => request.method === 'POST')).toHaveLength(1);
  });
});

describe('doc 2 §4 Multi-factor: Change App and Remove App', () => {
  it('member.mfa changes the app: a new QR code, a verified code, MFA stays on', async () => {
    const posts = countRequests(/\/mfa$/);
    const { user } = await renderFor('member.mfa', '800002');
    const dialog = await openSetUp(user, 'Change App', 'Change Your Authenticator App');
    expect(within(dialog).getByText(text.changeIntro)).toBeTruthy();
    await user.type(codeField(dialog), '123456');
    await user.click(verifyButton(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const region = await card('App Authenticator');
    expect(within(region).getByText('On')).toBeTruthy();
    expect(within(region).getByRole('status').textContent).toContain(text.changed);
    // Focus is on the message, not back on Change App (the member hears what happened).
    await waitFor(() => expect(document.activeElement?.textContent).toContain(text.changed));
    expect(posts.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('member.mfa removes the app after confirming: the server’s message and MFA off', async () => {
    const deletes = countRequests(/\/mfa$/);
    const { user } = await renderFor('member.mfa', '800002');
    await user.click(await screen.findByRole('button', { name: 'Remove App' }, { timeout: 5_000 }));
    const confirm = await screen.findByRole('alertdialog', { name: text.removeTitle });
    expect(confirm.textContent).toContain('Signing in will no longer ask for a code');
    expect(deletes.filter((request) => request.method === 'DELETE')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Remove App' }));

    const region = await card('Use an App');
    expect(within(region).getByText('Off')).toBeTruthy();
    expect(within(region).getByRole('status').textContent).toContain(
      'The authenticator app has been removed from your sign-in.',
    );
    expect(within(region).getByRole('button', { name: 'Set Up Now' })).toBeTruthy();
    expect(deletes.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    await waitFor(() =>
      expect(document.activeElement?.textContent).toContain(
        'The authenticator app has been removed from your sign-in.',
      ),
    );
  });

  it('Keep App leaves MFA on and sends nothing', async () => {
    const deletes = countRequests(/\/mfa$/);
    const { user } = await renderFor('member.mfa', '800002');
    await user.click(await screen.findByRole('button', { name: 'Remove App' }, { timeout: 5_000 }));
    const confirm = await screen.findByRole('alertdialog', { name: text.removeTitle });
    await user.click(within(confirm).getByRole('button', { name: 'Keep App' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('region', { name: 'App Authenticator' })).toBeTruthy();
    expect(deletes.filter((request) => request.method === 'DELETE')).toHaveLength(0);
  });

  it('a failed removal says why and MFA stays on', async () => {
    server.use(
      http.delete(anyBase(deleteMfaSecret.path), () =>
        errorAnswer(400, 'The app cannot be removed right now.'),
      ),
    );
    const { user } = await renderFor('member.mfa', '800002');
    await user.click(await screen.findByRole('button', { name: 'Remove App' }, { timeout: 5_000 }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Remove App' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The authenticator app was not removed. The app cannot be removed right now.',
    );
    expect(screen.getByRole('region', { name: 'App Authenticator' })).toBeTruthy();
  });
});

describe('doc 2 §2.4 Multi-factor set-up by keyboard only', () => {
  /** Tabs forward (at most `limit` times) until the element named `name` has focus. */
  async function tabTo(user: UserEvent, name: RegExp, limit = 8) {
    for (let i = 0; i < limit; i += 1) {
      await user.tab();
      const active = document.activeElement as HTMLElement | null;
      const label =
        active?.getAttribute('aria-label') ??
        (active?.id ? document.querySelector(`label[for="${active.id}"]`)?.textContent : null) ??
        active?.textContent;
      if (label && name.test(label)) return active!;
    }
    throw new Error(`${String(name)} was not reached by Tab`);
  }

  it('sets up the app, reveals the key and verifies with Tab, Enter and typing alone', async () => {
    const { user } = await renderFor('member.demo', '800001');
    await card('Use an App');
    await tabTo(user, /^Set Up Now$/);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Set Up an Authenticator App' });
    await within(dialog).findByRole('img', { name: text.qrLabel });
    await tabTo(user, /^Can't scan this code\?$/);
    await user.keyboard('{Enter}');
    expect(within(dialog).getByText('JBSW')).toBeTruthy();
    await tabTo(user, /6-digit code/);
    await user.keyboard('123456{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await card('App Authenticator')).toBeTruthy();
  });

  it('removes the app with Tab and Enter, the safe choice focused first', async () => {
    const { user } = await renderFor('member.mfa', '800002');
    await card('App Authenticator');
    await tabTo(user, /^Remove App$/);
    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('alertdialog', { name: text.removeTitle });
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(confirm).getByRole('button', { name: 'Keep App' }),
      ),
    );
    await user.tab();
    expect(document.activeElement).toBe(
      within(confirm).getByRole('button', { name: 'Remove App' }),
    );
    await user.keyboard('{Enter}');
    expect(await card('Use an App')).toBeTruthy();
  });
});
