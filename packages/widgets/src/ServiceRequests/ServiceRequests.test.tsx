import { getServiceOrders, processServiceOrder } from '@coop-portal/api-client';
import { anyBase, errorAnswer } from '@coop-portal/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderSignedIn, setUpDemoBackend } from '../shared/testing';
import { ServiceRequests } from './ServiceRequests';

const { server, countRequests } = setUpDemoBackend();

const INVALID_PHONE = 'Invalid phone format. (Ex: (987) 456-1230)';

async function renderWidget(accountNumber = '1000001', onRequested = vi.fn()) {
  const view = await renderSignedIn(
    'member.demo',
    <ServiceRequests accountNumber={accountNumber} onRequested={onRequested} />,
  );
  await screen.findByRole('button', { name: /Service Type/ }, { timeout: 5_000 });
  return view;
}

const table = () =>
  screen.findByRole('grid', { name: 'Service requests of account 1000001' }, { timeout: 5_000 });
const phone = () => screen.getByRole('textbox', { name: /^Phone Number/ });
const comments = () => screen.getByRole('textbox', { name: /^Comments/ });
const submit = () => screen.getByRole('button', { name: 'Submit Request' });
const usDate = (daysAgo: number) => {
  const day = new Date();
  day.setDate(day.getDate() - daysAgo);
  return [day.getMonth() + 1, day.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .concat(String(day.getFullYear()))
    .join('/');
};

async function fillIn(user: Awaited<ReturnType<typeof renderWidget>>['user'], digits: string) {
  await user.click(screen.getByRole('button', { name: /Service Type/ }));
  await user.click(await screen.findByRole('option', { name: 'Security light repair' }));
  await user.type(phone(), digits);
  await user.type(comments(), 'Barn light out');
}

describe('doc 3 §2.5 Service Requests: the history', () => {
  it('Services, Requested (MM/dd/yyyy), Requested Number and Review Status in words, newest first', async () => {
    await renderWidget();
    const grid = await table();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Services', 'Requested', 'Requested Number', 'Review Status']);
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const expected = [
      ['Meter re-read request', usDate(9), 'SO-48213', 'Pending review'],
      ['Security light repair', usDate(41), 'SO-47790', 'Reviewed'],
      ['Tree trimming near service line', usDate(96), 'SO-46522', 'Reviewed'],
    ];
    rows.forEach((row, index) => {
      for (const value of expected[index]!) expect(row).toHaveTextContent(value);
    });
  });

  it('an account without requests says so', async () => {
    await renderSignedIn('member.demo', <ServiceRequests accountNumber="3000002" />);
    expect(
      await screen.findByText(
        'There are no service requests on this account yet.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
  });

  it('§8 a failed read: the message and Try again, which reads again', async () => {
    server.use(http.get(anyBase(getServiceOrders.path), () => errorAnswer(500, 'Internal error')));
    const { user } = await renderWidget();
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'We are unable to process your request at this time. Please try again later.',
    );
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeVisible();
  });
});

describe('doc 3 §9 Service request history paging', () => {
  it('5 a page, with 5, 10, 25, 50 and 100 to choose from', async () => {
    server.use(
      http.get(anyBase(getServiceOrders.path), () =>
        HttpResponse.json(
          Array.from({ length: 12 }, (_, index) => ({
            description: `Request ${index + 1}`,
            creation: `2025-06-${String(28 - index).padStart(2, '0')}`,
            soNumber: `SO-${index + 1}`,
            reviewed: 'N',
          })),
        ),
      ),
    );
    const { user } = await renderWidget();
    const grid = await table();
    expect(within(grid).getAllByRole('rowheader')).toHaveLength(5);
    expect(screen.getByText('Showing 1–5 of 12')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Rows per page$/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      '5',
      '10',
      '25',
      '50',
      '100',
    ]);
  });
});

describe('doc 3 §5 Service request', () => {
  it('nothing entered: each field says what it needs, focus on Service Type, nothing sent', async () => {
    const sent = countRequests(/processserviceorder$/);
    const { user } = await renderWidget();
    await user.click(submit());
    const type = screen.getByRole('button', { name: /Service Type/ });
    await waitFor(() => expect(type).toHaveFocus());
    expect(screen.getAllByText('Service Type is required.').length).toBeGreaterThan(0);
    expect(phone()).toHaveAccessibleDescription(
      expect.stringContaining('Phone number is required.'),
    );
    expect(sent).toHaveLength(0);
  });

  it('the phone is masked as typed, at most 14 characters; an area code or exchange from 0 is refused', async () => {
    const sent = countRequests(/processserviceorder$/);
    const { user } = await renderWidget();
    await user.click(screen.getByRole('button', { name: /Service Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Meter re-read' }));
    await user.type(phone(), '98705612301234');
    expect(phone()).toHaveValue('(987) 056-1230');
    await user.click(submit());
    await waitFor(() => expect(phone()).toHaveFocus());
    expect(phone()).toHaveAccessibleDescription(expect.stringContaining(INVALID_PHONE));
    expect(sent).toHaveLength(0);
  });

  it('comments take at most 400 characters, with a counter', async () => {
    await renderWidget();
    expect(comments()).toHaveAttribute('maxlength', '400');
    expect(comments()).toHaveAccessibleDescription(expect.stringContaining('0 of 400'));
  });
});

// The rest of the doc 3 §8 catalogue (a body's message, status and status text) is the api-client's
// errors.test.ts.
describe('doc 3 §7 Process service order', () => {
  it('one request however often Submit is pressed, phone as digits; the server’s message; the form empties; the request tops the history', async () => {
    const sent = countRequests(/processserviceorder$/);
    server.use(
      http.post(anyBase(processServiceOrder.path), async () => {
        await delay(150);
        return undefined;
      }),
    );
    const onRequested = vi.fn();
    const { user } = await renderWidget('1000001', onRequested);
    await table();
    await fillIn(user, '9874561230');
    await user.click(submit());
    await user.click(submit());
    const message = await screen.findByText(
      /^Your service request SO-\d+ has been received\./,
      {},
      { timeout: 5_000 },
    );
    expect(message).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.json()).toEqual({
      accountNumber: '1000001',
      workType: 'SL',
      comments: 'Barn light out',
      phone: '9874561230',
    });
    expect(onRequested).toHaveBeenCalledWith(
      expect.stringMatching(/^Your service request SO-\d+ has been received\./),
    );
    expect(phone()).toHaveValue('');
    expect(comments()).toHaveValue('');
    await waitFor(async () => {
      const [first] = within(await table())
        .getAllByRole('row')
        .slice(1);
      for (const value of ['Security light repair', usDate(0), /SO-\d+/, 'Pending review']) {
        expect(first).toHaveTextContent(value);
      }
    });
  });

  it.each([
    [
      '400: the first message of the list',
      () => errorAnswer(400, ['Service Type is not available for this account.', 'Second']),
      'Service Type is not available for this account.',
    ],
    [
      '500: the generic text',
      () => errorAnswer(500, 'Internal error'),
      'We are unable to process your request at this time. Please try again later.',
    ],
  ])('§8 %s, and what was typed stays', async (_case, answer, shown) => {
    server.use(http.post(anyBase(processServiceOrder.path), answer));
    const { user } = await renderWidget();
    await fillIn(user, '9874561230');
    await user.click(submit());
    expect(await screen.findByText(shown, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(phone()).toHaveValue('(987) 456-1230');
    expect(comments()).toHaveValue('Barn light out');
    expect(screen.getByRole('button', { name: /Service Type/ })).toHaveTextContent(
      'Security light repair',
    );
  });
});
