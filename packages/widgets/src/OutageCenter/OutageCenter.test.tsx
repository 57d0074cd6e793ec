import { getOutageStatus } from '@coop-portal/api-client';
import { handle, setDemoOverrides } from '@coop-portal/mocks';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { memberSession, setUpDemoBackend, TEST_API as API } from '../shared/testing';
import { OutageCenter, type OutageCenterProps } from './OutageCenter';

const { server, countRequests } = setUpDemoBackend();
afterEach(() => setDemoOverrides());

const members = {
  '1000001': ['member.demo', '800001'],
  '3000002': ['member.demo', '800001'],
  '3000003': ['member.demo', '800001'],
  '3000011': ['member.solo', '800003'],
  '3000027': ['member.many', '800004'],
  '3000032': ['member.states', '800005'],
} as const;

async function renderCenter(
  props: Partial<OutageCenterProps> & { accountNumber?: keyof typeof members | '' } = {},
) {
  const accountNumber = props.accountNumber ?? '1000001';
  const [userName, memberNumber] = accountNumber ? members[accountNumber] : members['1000001'];
  const session = await memberSession(userName);
  const user = userEvent.setup({ delay: null });
  const view = render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web" session={session}>
      <OutageCenter {...props} accountNumber={accountNumber} memberNumber={memberNumber} />
    </CoopWidgetProvider>,
  );
  return { user, ...view };
}

const tabNames = async () =>
  (await screen.findAllByRole('tab', undefined, { timeout: 5_000 })).map((tab) => tab.textContent);
const powerStatus = () => screen.findByText(/^(ON|OFF|N\/A)$/);

async function openReport(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    await screen.findByRole('tab', { name: 'Report an Outage' }, { timeout: 5_000 }),
  );
  return screen.findByRole('radiogroup', { name: 'Issue' });
}

describe('doc 2 §2.6, §4 outage status and tabs', () => {
  it('1000001: Status, Report an Outage, Map and Outage History; power ON with the no-outage message', async () => {
    await renderCenter();
    expect(await tabNames()).toEqual(['Status', 'Report an Outage', 'Map', 'Outage History']);
    expect(await powerStatus()).toHaveTextContent('ON');
    expect(
      screen.getByText(
        'There is no known outage at your service location. If your power is out, please report an outage.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Estimated Restoration Time')).not.toBeInTheDocument();
  });

  it('3000003: an active outage shows OFF, the restoration time, and no Report tab', async () => {
    await renderCenter({ accountNumber: '3000003' });
    expect(await tabNames()).toEqual(['Status', 'Map', 'Outage History']);
    expect(await powerStatus()).toHaveTextContent('OFF');
    expect(
      screen.getByText(
        'There is an active outage at your service location. Our crews are working to restore your service.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Estimated Restoration Time')).toBeVisible();
    expect(screen.getByText(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
  });

  it('doc 2 §2.6 the report is made ready only once the status is on screen: two painted frames, then idle time', async () => {
    // Frames run when the test says so; idle time comes at once.
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback));
    vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id));
    const paint = async () => {
      await act(async () => {
        for (const callback of frames.splice(0)) callback(performance.now());
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
    };
    const infoReads = countRequests(/\/outages\/info$/);
    await renderCenter();
    await powerStatus();
    await paint();
    expect(infoReads).toHaveLength(0);
    await paint();
    await waitFor(() => expect(infoReads).toHaveLength(1));
  });

  it('reads the status again whenever the Status tab opens', async () => {
    const statusCalls = countRequests(/\/outage\/status$/);
    const { user } = await renderCenter();
    await powerStatus();
    const before = statusCalls.length;
    expect(before).toBe(1);
    await user.click(screen.getByRole('tab', { name: 'Outage History' }));
    await user.click(screen.getByRole('tab', { name: 'Status' }));
    await waitFor(() => expect(statusCalls.length).toBe(before + 1));
  });

  it("leaves out the Map tab when the map link is '#'", async () => {
    setDemoOverrides({ config: { OUTAGEMAPLINK: '#' } });
    await renderCenter();
    expect(await tabNames()).toEqual(['Status', 'Report an Outage', 'Outage History']);
  });

  it('the Map tab links to the outage map in a new tab', async () => {
    const { user } = await renderCenter();
    await user.click(await screen.findByRole('tab', { name: 'Map' }, { timeout: 5_000 }));
    const link = await screen.findByRole('link', { name: /Open the Outage Map/ });
    expect(link.getAttribute('href')).toMatch(/#outage-map$/);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('3000032 is disconnected: a report may be made even with an outage active', async () => {
    server.use(handle(getOutageStatus, () => ({ isActive: 'Y' as const })));
    await renderCenter({ accountNumber: '3000032' });
    expect(await powerStatus()).toHaveTextContent('OFF');
    expect(await tabNames()).toContain('Report an Outage');
  });
});

describe('doc 2 §2.6, §8 outage messages', () => {
  it('no account: Please relogin…', async () => {
    await renderCenter({ accountNumber: '' });
    expect(
      await screen.findByText('Please relogin to your account then access to this page again!'),
    ).toBeVisible();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('3000027 has no service location: outage report is unavailable', async () => {
    await renderCenter({ accountNumber: '3000027' });
    expect(
      await screen.findByText(
        'Outage report is unavailable to this account, please contact customer service...!',
        undefined,
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('a water account, when non-electric accounts are hidden, is not supported', async () => {
    setDemoOverrides({ config: { HIDE_NON_ELECTRIC_USAGE_OUTAGE: 'Y' } });
    await renderCenter({ accountNumber: '3000002' });
    expect(
      await screen.findByText('Outage is not supported for the selected account.', undefined, {
        timeout: 5_000,
      }),
    ).toBeVisible();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('a water account is served when the setting is off', async () => {
    await renderCenter({ accountNumber: '3000002' });
    expect(await powerStatus()).toHaveTextContent('N/A');
  });
});

describe('doc 2 §3, §9 Outage History', () => {
  it('lists past outages newest first, with date-times', async () => {
    const { user } = await renderCenter();
    await user.click(
      await screen.findByRole('tab', { name: 'Outage History' }, { timeout: 5_000 }),
    );
    const grid = await screen.findByRole('grid', { name: 'Past outages, newest first' });
    const rows = within(grid)
      .getAllByRole('row')
      .filter((row) => within(row).queryAllByRole('rowheader').length > 0);
    expect(rows).toHaveLength(4);
    const starts = rows.map((row) => {
      const [date, time, half] = within(row).getByRole('rowheader').textContent!.split(' ');
      const [month, day, year] = date!.split('/').map(Number);
      const [hours, minutes] = time!.split(':').map(Number);
      return new Date(year!, month! - 1, day!, (hours! % 12) + (half === 'PM' ? 12 : 0), minutes!);
    });
    expect([...starts].sort((a, b) => b.getTime() - a.getTime())).toEqual(starts);
    expect(within(rows[0]!).getByText('Storm damage: tree limb on the line')).toBeVisible();
  });

  it("member.solo's account has none: 'No Past Outages'", async () => {
    const { user } = await renderCenter({ accountNumber: '3000011' });
    await user.click(
      await screen.findByRole('tab', { name: 'Outage History' }, { timeout: 5_000 }),
    );
    expect(await screen.findByText('No Past Outages')).toBeVisible();
  });
});

describe('doc 2 §3, §4, §5 Report an Outage', () => {
  it('checks the issue and the call-back phone, then reports: the server’s message, and Status shows the outage active', async () => {
    const reports = countRequests(/\/outages\/report$/);
    const { user } = await renderCenter();
    const issues = await openReport(user);
    expect(within(issues).getAllByRole('radio')).toHaveLength(7);
    // Call-back is on by default, with the phones on file offered.
    const callBack = screen.getByRole('checkbox', { name: 'Call me back about this outage' });
    expect(callBack).toBeChecked();
    const phone = screen.getByRole('combobox', { name: /Call-back Phone Number/ });

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findAllByText('You must select an issue')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('You must enter a phone number').length).toBeGreaterThan(0);
    expect(reports).toHaveLength(0);

    // Only digits are kept, in the (987) 456-1230 form; an exchange starting 0 is refused.
    await user.type(phone, '555x0101111');
    expect(phone).toHaveValue('(555) 010-1111');
    await user.keyboard('{Escape}');
    await user.click(within(issues).getByRole('radio', { name: 'Power line down' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      (await screen.findAllByText('Invalid phone format.(Ex: (987) 456-1230)')).length,
    ).toBeGreaterThan(0);
    expect(reports).toHaveLength(0);

    // A phone on file, chosen from the list.
    await user.clear(phone);
    await user.type(phone, '555');
    await user.click(await screen.findByRole('option', { name: '(555) 214-1111' }));
    expect(phone).toHaveValue('(555) 214-1111');
    await user.type(screen.getByRole('textbox', { name: 'Remarks' }), 'Line down across the road');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const message = await screen.findByText(
      'Thank you. Your outage report for account 1000001 has been received and a crew will be dispatched.',
    );
    expect(message).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Status' })).toHaveAttribute('aria-selected', 'true'),
    );
    await waitFor(() => expect(screen.getByText('OFF')).toBeVisible());
    expect(
      screen.getByText(
        'There is an active outage at your service location. Our crews are working to restore your service.',
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('tab', { name: 'Report an Outage' })).not.toBeInTheDocument(),
    );

    expect(reports).toHaveLength(1);
    expect(reports[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await reports[0]!.json()).toEqual({
      accountNumber: '1000001',
      callBack: true,
      callbackNumber: '5552141111',
      outageReason: 'Power line down',
      outageReportOrigin: 'WEB',
      remarks: 'Line down across the road',
    });
  });

  it('five presses of Submit send one report', async () => {
    const reports = countRequests(/\/outages\/report$/);
    const { user } = await renderCenter();
    const issues = await openReport(user);
    await user.click(within(issues).getByRole('radio', { name: 'My power is completely out' }));
    await user.click(screen.getByRole('checkbox', { name: 'Call me back about this outage' }));
    const submit = screen.getByRole('button', { name: 'Submit' });
    // Five presses in one go, before React renders the first one's busy button.
    for (let press = 0; press < 5; press += 1) submit.click();
    expect(
      await screen.findByText(/Your outage report for account 1000001 has been received/),
    ).toBeVisible();
    expect(reports).toHaveLength(1);
  });

  it('a failed report says why; sending it again reuses its key, a changed report gets a new one', async () => {
    setDemoOverrides({ failures: { reportOutage: 503 } });
    const reports = countRequests(/\/outages\/report$/);
    const { user } = await renderCenter();
    const issues = await openReport(user);
    await user.click(within(issues).getByRole('radio', { name: 'Lights are flickering' }));
    await user.click(screen.getByRole('checkbox', { name: 'Call me back about this outage' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Service Unavailable')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(reports).toHaveLength(2));
    await user.type(screen.getByRole('textbox', { name: 'Remarks' }), 'Since noon');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(reports).toHaveLength(3));
    const keys = reports.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('hideOutageCallBackRequest: no call-back request, the report asks for none', async () => {
    setDemoOverrides({ outageInfo: { hideOutageCallBackRequest: true } });
    const reports = countRequests(/\/outages\/report$/);
    const { user } = await renderCenter();
    const issues = await openReport(user);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(within(issues).getByRole('radio', { name: 'Tree on a power line' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(/has been received/);
    expect(await reports[0]!.json()).toMatchObject({ callBack: false, callbackNumber: '' });
  });

  it('the call-back box starts as the co-op sets it', async () => {
    setDemoOverrides({ outageInfo: { callbackCheckBoxDefaultValue: false } });
    const { user } = await renderCenter();
    await openReport(user);
    expect(
      screen.getByRole('checkbox', { name: 'Call me back about this outage' }),
    ).not.toBeChecked();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('offers the emergency outage number', async () => {
    const { user } = await renderCenter();
    await openReport(user);
    expect(screen.getByRole('link', { name: '1-800-555-0199' })).toHaveAttribute(
      'href',
      'tel:18005550199',
    );
  });
});
