import {
  createApiClient,
  createSession,
  endpoints,
  hostedDraftFormSchema,
  hostedPaymentFormSchema,
  paymentCallbackPaths,
  scheduleCallbackPaths,
  type HostedDraftForm,
  type HostedPaymentForm,
} from '@coop-portal/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, isoDay, today } from './data/dates';
import { createDemoServer } from './node';
import { resetDemoStore } from './store';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDemoStore());
afterAll(() => server.close());

const API = 'http://localhost:4010/api';
const PORTAL = 'http://localhost:5173/';

function client() {
  const session = createSession();
  const api = createApiClient({
    apiBaseUrl: API,
    applicationId: 'web',
    requestTimeoutMs: 5_000,
    ...session.clientOptions(),
  });
  return { api, session };
}

const unescape = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The provider page as a person sees it: the rows of what it received, its form and buttons. */
async function openProviderPage(actionUrl: string, fields: Record<string, string>) {
  const response = await fetch(actionUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Referer: PORTAL },
    body: new URLSearchParams(fields),
  });
  expect(response.headers.get('Content-Type')).toContain('text/html');
  const html = await response.text();
  const received = Object.fromEntries(
    [...html.matchAll(/<tr><th scope="row">([^<]*)<\/th><td>([^<]*)<\/td><\/tr>/g)].map((m) => [
      unescape(m[1]!),
      unescape(m[2]!),
    ]),
  );
  const action = unescape(/<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '');
  const hidden = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      unescape(m[1]!),
      unescape(m[2]!),
    ]),
  );
  const buttons = [
    ...html.matchAll(/<button type="submit" name="outcome" value="(\w+)"[^>]*>([^<]+)</g),
  ].map((m) => [m[1], m[2]]);
  /** Clicks Pay (Authorize) or Cancel: posts the page's form, as the browser would. */
  const click = async (outcome: 'pay' | 'cancel', method: 'cc' | 'echeck' = 'cc') => {
    const answer = await fetch(action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...hidden, method, outcome }),
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    return answer.headers.get('Location') ?? '';
  };
  /** Follows a redirect to the API's callback, which sends the browser on to the portal. */
  const follow = async (location: string) => {
    const answer = await fetch(location, { redirect: 'manual' });
    expect(answer.status).toBe(303);
    return answer.headers.get('Location') ?? '';
  };
  return {
    html,
    received,
    buttons,
    click,
    follow,
    missingWarning: html.includes('data-missing-fields'),
  };
}

async function startQuickPay(accountNumber: string, phone: string, amount: number) {
  const { api, session } = client();
  const verified = await api.request(endpoints.verifyQuickPayAccount, {
    body: { accountNumber, phoneLastFourDigits: phone },
  });
  session.setQuickPayToken(verified.quickPayToken);
  const { account } = verified;
  const started = await api.request(endpoints.initiateQuickPayPayment, {
    params: { memberNumber: verified.memberNumber },
    query: { encryptedAccount: verified.encryptedAccount },
    body: {
      accountsToPay: [
        {
          accountNumber,
          accountBalance: account.accountBalance,
          paymentAmount: amount,
          dueDate: account.dueDate ?? null,
          pastDueAmount: account.pastDueAmount,
          reconnectFee: account.reconnectFee,
          additionalDeposit: account.additionalDeposit,
          arrangementAmount: 0,
          liabilityConfirmationAmount: 0,
          showLiabilityConfirmation: false,
          cutoffAmount: account.cutoffAmount,
          derivedStatus: account.derivedStatus ?? null,
          disconnectFee: account.disconnectFee,
          isPrepaidAccount: account.isPrepaidAccount,
          minimumPaymentAmount: account.minimumPaymentDue,
          overPayAmount: account.overPayAmount,
          prepaidReconnectAmount: account.prepaidReconnectAmount,
        },
      ],
      amount,
      reconnectFee: account.reconnectFee,
      additionalDeposit: account.additionalDeposit,
      arrangementPaymentAmount: 0,
      reconnectMeter: true,
    },
  });
  const { actionUrl, transNo, securityToken } = started.paymentRequisitionSettings;
  /** The hosted-payment form of doc 1 §3, every field, as the Quick Pay dialog posts it. */
  const form: HostedPaymentForm = {
    ClientReferenceId: transNo,
    CoopNumber: started.configuration.pgClientId ?? '',
    UtilityName: started.configuration.utilityName,
    AccountNumber: accountNumber,
    AccountDisplay: `••••${accountNumber.slice(-4)}`,
    Balance: amount.toFixed(2),
    ApplicationId: 'web',
    IsPostbackRequired: 'true',
    EnableCreditCard: 'true',
    EnableECheck: 'true',
    HostedCCReturn: `${API}${paymentCallbackPaths.quickPaySuccess}`,
    HostedCCCancel: `${API}${paymentCallbackPaths.quickPayCancel}`,
    TaxIncludedInBillAmount: 'true',
    PaymentType: 'cc',
    AcceptedCreditCardTypes: 'VI,MC,DI',
    IsQuickPay: 'true',
    AuthorizationToken: securityToken,
    CCConvenienceFee: '2.95',
    ECConvenienceFee: '0',
    MaxCCAmount: String(started.configuration.paymentSettings.maxChargeAmount ?? 0),
  };
  return { api, actionUrl, transNo, form: hostedPaymentFormSchema.parse(form) };
}

describe('doc 1 §3 hosted-payment form, §4.1 the fake hosted payment provider', () => {
  it('receives the whole doc 1 §3 form and shows every field with Pay and Cancel', async () => {
    const { actionUrl, form } = await startQuickPay('1000001', '1111', 142.37);
    expect(actionUrl).toBe(`${API}/demo-provider/hosted-payment`);
    const page = await openProviderPage(actionUrl, form);
    expect(Object.keys(page.received).sort()).toEqual(
      Object.keys(hostedPaymentFormSchema.shape).sort(),
    );
    expect(page.received).toEqual(form);
    expect(page.buttons).toEqual([
      ['pay', 'Pay'],
      ['cancel', 'Cancel'],
    ]);
    expect(page.html).toContain('$142.37');
    expect(page.missingWarning).toBe(false);
  });

  it('says which doc 1 §3 fields a post lacks', async () => {
    const { actionUrl, form } = await startQuickPay('1000001', '1111', 10);
    const { MaxCCAmount: _max, IsQuickPay: _quick, ...partial } = form;
    const page = await openProviderPage(actionUrl, partial);
    expect(page.missingWarning).toBe(true);
    expect(page.html).toMatch(/lacks fields a real provider expects: IsQuickPay, MaxCCAmount\./);
  });

  it('Pay records the payment and returns to the quick-pay success callback, then the portal result page', async () => {
    const { api, actionUrl, transNo, form } = await startQuickPay('1000002', '2222', 80);
    const page = await openProviderPage(actionUrl, form);
    const back = await page.click('pay', 'echeck');
    expect(back.startsWith(form.HostedCCReturn)).toBe(true);
    const result = await page.follow(back);
    expect(
      result.startsWith(
        `${PORTAL}payment-success?isFromQuickPay=true&encodedParam=${encodeURIComponent(`demo-result~${transNo}~`)}`,
      ),
    ).toBe(true);
    const encryptedPayload = new URL(result).searchParams.get('encodedParam')!;
    const status = await api.request(endpoints.getQuickPayPaymentStatus, {
      query: { encryptedPayload },
    });
    expect(status).toMatchObject({
      paymentAmount: 80,
      cardOrBankAccountNumberLastFourDigits: '6789',
      convenienceFee: 0,
    });
    const history = await api.request(endpoints.getPaymentHistory, {
      params: { accountNumber: '1000002' },
    });
    expect(history.results[0]).toMatchObject({ paymentAmount: 80 });
    const verified = await api.request(endpoints.verifyQuickPayAccount, {
      body: { accountNumber: '1000002', phoneLastFourDigits: '2222' },
    });
    expect(verified.account).toMatchObject({ accountBalance: 100, pastDueAmount: 0 });
    // The return to the portal reloads the page, and the in-memory demo starts afresh: the
    // encodedParam carries the result, as the demo tokens carry their session.
    resetDemoStore();
    const afterReload = await api.request(endpoints.getQuickPayPaymentStatus, {
      query: { encryptedPayload },
    });
    expect(afterReload).toEqual(status);
  });

  it('Cancel records nothing and returns to the cancel callback, then /payment-cancel', async () => {
    const { api, actionUrl, form } = await startQuickPay('1000001', '1111', 142.37);
    const before = await api.request(endpoints.getPaymentHistory, {
      params: { accountNumber: '1000001' },
    });
    const page = await openProviderPage(actionUrl, form);
    const back = await page.click('cancel');
    expect(back.startsWith(form.HostedCCCancel)).toBe(true);
    expect(await page.follow(back)).toBe(`${PORTAL}payment-cancel`);
    const after = await api.request(endpoints.getPaymentHistory, {
      params: { accountNumber: '1000001' },
    });
    expect(after.results).toEqual(before.results);
  });
});

describe('doc 3 §7 the fake hosted card page for draft set-up', () => {
  it('shows the posted draft form with Authorize and Cancel; Authorize adds the draft and returns to /draft-payments?statuscode=0', async () => {
    const { api, session } = client();
    session.signIn(
      await api.request(endpoints.login, {
        body: { userName: 'member.demo', password: 'Demo#2026' },
      }),
    );
    const started = await api.request(endpoints.initiateDraftPayment, {
      params: { memberNumber: '800001', accountNumber: '1000001' },
      body: {
        accountsToDraft: [{ accountNumber: '1000001', action: 'ADD', draftMethod: 'WHEN_BILLED' }],
        paymentType: 'DRAFT',
        draftOption: 'CC',
        amount: 0,
        removeDraft: false,
      },
    });
    expect(started.actionUrl).toBe(`${API}/demo-provider/hosted-draft`);
    const form: HostedDraftForm = hostedDraftFormSchema.parse({
      CustomData: started.transNo,
      ClientId: started.clientId,
      MemberAccountPairs: '800001:1000001',
      Accounts: '1000001',
      IsPostbackRequired: 'true',
      EnableECheck: 'false',
      HostedCCReturn: `${API}${paymentCallbackPaths.draftSuccess}`,
      HostedCCCancel: `${API}${paymentCallbackPaths.draftCancel}`,
      AcceptedCreditCardTypes: 'VI,MC,DI',
      SecurityToken: started.securityToken,
    });
    const page = await openProviderPage(started.actionUrl, form);
    expect(page.received).toEqual(form);
    expect(page.buttons).toEqual([
      ['pay', 'Authorize'],
      ['cancel', 'Cancel'],
    ]);
    expect(page.missingWarning).toBe(false);
    const back = await page.click('pay');
    expect(back.startsWith(form.HostedCCReturn)).toBe(true);
    expect(await page.follow(back)).toMatch(
      new RegExp(`^${PORTAL}draft-payments\\?statuscode=0&encodedParam=demo-drafts~[\\w-]+$`),
    );
    const drafts = await api.request(endpoints.getPaymentDrafts, {
      params: { memberNumber: '800001' },
    });
    expect(drafts.results.filter((d) => d.draft).map((d) => d.accountNumber)).toEqual([
      '1000001',
      '3000002',
    ]);
  });
});

describe('doc 2 §2.8 a scheduled payment through the fake provider (Pay Multiple Accounts, a later payment date)', () => {
  async function startSchedule(paymentDate: string) {
    const { api, session } = client();
    session.signIn(
      await api.request(endpoints.login, {
        body: { userName: 'member.demo', password: 'Demo#2026' },
      }),
    );
    const accountsToPay = await Promise.all(
      [
        ['1000001', 40],
        ['3000002', 10.5],
      ].map(async ([accountNumber, paymentAmount]) => ({
        ...(await api.request(endpoints.getPaymentAmounts, {
          params: { memberNumber: '800001', accountNumber: String(accountNumber) },
        })),
        paymentAmount: Number(paymentAmount),
      })),
    );
    const request = {
      params: { memberNumber: '800001' },
      body: {
        accountsToPay,
        amount: 50.5,
        reconnectFee: 0,
        additionalDeposit: 0,
        arrangementPaymentAmount: 0 as const,
        reconnectMeter: true as const,
        paymentDate,
      },
    };
    return { api, request };
  }

  it('Pay returns to the schedule callback, then /schedule-payments-success; completing it adds the row once', async () => {
    const paymentDate = isoDay(addDays(today(), 5));
    const { api, request } = await startSchedule(paymentDate);
    const started = await api.request(endpoints.initiateMemberPayment, request);
    const page = await openProviderPage(started.paymentRequisitionSettings.actionUrl, {
      ClientReferenceId: started.paymentRequisitionSettings.transNo,
      HostedCCReturn: `${API}${scheduleCallbackPaths.success}`,
      HostedCCCancel: `${API}${scheduleCallbackPaths.cancel}`,
    });
    expect(page.html).toContain(`for accounts 1000001, 3000002, scheduled for ${paymentDate}`);
    const back = await page.click('pay', 'echeck');
    expect(back.startsWith(`${API}${scheduleCallbackPaths.success}`)).toBe(true);
    const portal = new URL(await page.follow(back));
    expect(portal.pathname).toBe('/schedule-payments-success');
    const encodedParam = portal.searchParams.get('encodedParam')!;
    // Nothing is paid now: the history of 1000001 is as before.
    const history = await api.request(endpoints.getPaymentHistory, {
      params: { accountNumber: '1000001' },
    });
    expect(history.results.some((item) => item.paymentAmount === 40)).toBe(false);

    resetDemoStore(); // the browser's return reloads the page: the schedule is in the encodedParam
    const complete = () =>
      api.request(endpoints.completeScheduledPayment, {
        params: { memberNumber: '800001' },
        body: { encodedParam },
      });
    const { transNo } = await complete();
    expect(transNo).toBe(started.paymentRequisitionSettings.transNo.replace(/^TX/, 'SP'));
    expect(await complete()).toEqual({ transNo });
    const { scheduledPaymentsList } = await api.request(endpoints.getScheduledPayments, {
      params: { memberNumber: '800001' },
    });
    expect(scheduledPaymentsList.filter((entry) => entry.transNo === transNo)).toEqual([
      {
        transNo,
        createdDate: isoDay(today()),
        paymentType: 'Multiple accounts',
        amount: 50.5,
        paymentMethod: 'Checking ••••6789',
        paymentDate,
        accountDetails: [
          { accountNumber: '1000001', accountType: 'Electric', amount: 40 },
          { accountNumber: '3000002', accountType: 'Water', amount: 10.5 },
        ],
      },
    ]);
  });

  it('Cancel returns to /schedule-payments-cancel', async () => {
    const { api, request } = await startSchedule(isoDay(addDays(today(), 2)));
    const started = await api.request(endpoints.initiateMemberPayment, request);
    const page = await openProviderPage(started.paymentRequisitionSettings.actionUrl, {
      ClientReferenceId: started.paymentRequisitionSettings.transNo,
      HostedCCReturn: `${API}${scheduleCallbackPaths.success}`,
      HostedCCCancel: `${API}${scheduleCallbackPaths.cancel}`,
    });
    expect(await page.follow(await page.click('cancel'))).toBe(`${PORTAL}schedule-payments-cancel`);
  });

  it('refuses a date before today or after a due date, and an encodedParam it did not give', async () => {
    for (const [days, message] of [
      [-1, 'The payment date cannot be before today.'],
      [13, 'The payment date must be on or before the due date.'],
    ] as const) {
      const { api, request } = await startSchedule(isoDay(addDays(today(), days)));
      await expect(api.request(endpoints.initiateMemberPayment, request)).rejects.toMatchObject({
        status: 400,
        message,
      });
    }
    const { api } = await startSchedule(isoDay(today()));
    await expect(
      api.request(endpoints.completeScheduledPayment, {
        params: { memberNumber: '800001' },
        body: { encodedParam: 'demo-result~TX1' },
      }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('doc 2 §2.1 a payment made through the provider shows in the history after the return', () => {
  it('reading the result in a fresh store (the return reloaded the page) records the payment again', async () => {
    const { api, actionUrl, form } = await startQuickPay('1000002', '2222', 80);
    const page = await openProviderPage(actionUrl, form);
    const result = new URL(await page.follow(await page.click('pay')));
    resetDemoStore();
    await api.request(endpoints.getQuickPayPaymentStatus, {
      query: { encryptedPayload: result.searchParams.get('encodedParam')! },
    });
    const history = await api.request(endpoints.getPaymentHistory, {
      params: { accountNumber: '1000002' },
    });
    expect(history.results[0]).toEqual({ paymentAmount: 80, paymentDate: isoDay(today()) });
  });
});
