import {
  hostedDraftFormSchema,
  hostedMethodFormSchema,
  hostedPaymentFormSchema,
  paymentCallbackPaths,
  scheduleCallbackPaths,
  paymentMethodCallbackPaths,
} from '@coop-portal/api-client';
import { http, HttpResponse } from 'msw';
import { COOP_NAME } from '../data/accounts';
import { today } from '../data/dates';
import { methodToken, providerMethod } from '../data/paymentMethods';
import { demoStore, type DemoStore, type PendingHostedAction } from '../store';
import { draftsParam, paymentResultParam, scheduleParam } from './quickPay';

/** Where the fake hosted payment provider lives, under the API base URL. */
export const hostedPaymentPath = '/demo-provider/hosted-payment';
/** The fake hosted card page for draft set-up (doc 3 §7). */
export const hostedDraftPath = '/demo-provider/hosted-draft';
/** The fake hosted page where a member adds a stored payment method. */
export const hostedMethodPath = '/demo-provider/hosted-method';
/** Where the provider page posts Pay or Cancel. */
export const providerCompletePath = '/demo-provider/complete';
/** The demo usage-analytics provider, where the usage-analytics jump posts the member's settings. */
export const usageAnalyticsPath = '/demo-provider/usage-analytics';

let portalUrlOverride: string | undefined;

/**
 * Where the API's payment callbacks send the browser back to (the portal's origin and base path).
 * Default: the origin of the page that posted the form to the provider.
 */
export function setDemoPortalUrl(url: string | undefined) {
  portalUrlOverride = url;
}

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

function transNoOf(fields: URLSearchParams): string | undefined {
  for (const name of ['ClientReferenceId', 'CustomData', 'AuthorizationToken', 'SecurityToken']) {
    const value = fields.get(name);
    if (value) return value.replace(/^demo-sec~/, '');
  }
  return undefined;
}

/** A page of the demo providers: the demo co-op's look, with `main` as its content. */
function providerDocument(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} – ${escape(COOP_NAME)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f3f5f7;color:#1b1f24}
main{max-width:720px;margin:2rem auto;background:#fff;padding:1.5rem 2rem;border-radius:8px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin-top:0}.note{background:#fff7d6;padding:.5rem .75rem;border-radius:4px}
.warn{background:#fde2e1;padding:.5rem .75rem;border-radius:4px}.amount{font-size:1.15rem}
fieldset{border:1px solid #c9d1da;border-radius:6px;margin:1rem 0}label{display:block;margin:.25rem 0}
.actions{display:flex;gap:1rem;margin-top:1rem}button{font:inherit;padding:.6rem 1.4rem;border-radius:6px;border:1px solid #1d4ed8;cursor:pointer}
button[value=pay]{background:#1d4ed8;color:#fff}button[value=cancel]{background:#fff;color:#1d4ed8}button:disabled{opacity:.5;cursor:not-allowed}
details{margin-top:1.5rem}table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{text-align:left;border-bottom:1px solid #e3e7ec;padding:.25rem .5rem;vertical-align:top;word-break:break-all}
</style>
</head>
<body>
<main>
${main}</main>
</body>
</html>`;
}

/** What the portal posted to a demo provider, field by field. */
function postedFields(fields: URLSearchParams): string {
  const rows = [...fields.entries()]
    .map(
      ([name, value]) => `<tr><th scope="row">${escape(name)}</th><td>${escape(value)}</td></tr>`,
    )
    .join('');
  return `<details open><summary>What the portal posted</summary><table><tbody>${rows}</tbody></table></details>`;
}

/**
 * The demo usage-analytics provider (the page the usage-analytics jump posts the member's settings
 * to): what it received, and the way back to the portal's account overview.
 */
export function renderUsageAnalyticsPage(fields: URLSearchParams, portal: string): string {
  const back = new URL('accountoverview', portal.endsWith('/') ? portal : `${portal}/`).href;
  return providerDocument(
    'Demo usage analytics',
    `<h1>Detailed usage analysis (demo provider)</h1>
<p class="note">This is the demo co-op’s stand-in for its usage-analytics provider: a real provider signs the member in with the web token below and shows their detailed usage.</p>
<p class="amount">Member ${escape(fields.get('memberNumber') ?? '')}, account ${escape(fields.get('accountNumber') ?? '')}</p>
<p><a href="${escape(back)}">Back to the member portal</a></p>
${postedFields(fields)}`,
  );
}

/** The provider page: what it received, with Pay (or Authorize) and Cancel. */
export function renderProviderPage(
  kind: 'payment' | 'draft' | 'method',
  fields: URLSearchParams,
  action: PendingHostedAction | undefined,
  completeUrl: string,
  portal: string,
): string {
  const total = action?.accounts.reduce((sum, item) => sum + item.amount, 0) ?? 0;
  const card = fields.get('EnableCreditCard') !== 'false';
  const echeck = fields.get('EnableECheck') === 'true';
  const method = kind === 'method';
  const chosen = fields.get('PaymentType') === 'echeck' || !card ? 'echeck' : 'cc';
  const hidden = (name: string, value: string | null | undefined) =>
    `<input type="hidden" name="${escape(name)}" value="${escape(value ?? '')}">`;
  // The fields a real provider expects (doc 1 §3 hosted-payment form; doc 3 §7 draft form).
  const expected = Object.keys(
    (method
      ? hostedMethodFormSchema
      : kind === 'payment'
        ? hostedPaymentFormSchema
        : hostedDraftFormSchema
    ).shape,
  );
  const missing = expected.filter((name) => !fields.has(name));
  const incomplete = missing.length
    ? `<p class="warn" data-missing-fields>The posted form lacks ${missing.length === 1 ? 'a field' : 'fields'} a real provider expects: ${missing.map(escape).join(', ')}.</p>`
    : '';
  const summary = !action
    ? '<p role="alert" class="warn">This payment is not known to the demo co-op (it may have been started before the page was reloaded). Cancel to go back.</p>'
    : method
      ? '<p class="amount">Save a payment method to your profile</p>'
      : kind === 'payment'
        ? `<p class="amount">Amount: <strong>$${total.toFixed(2)}</strong> for account${action.accounts.length > 1 ? 's' : ''} ${action.accounts.map((a) => escape(a.accountNumber)).join(', ')}${action.paymentDate ? `, scheduled for ${escape(action.paymentDate)}` : ''}</p>`
        : `<p class="amount">Draft set-up for account${action.accounts.length > 1 ? 's' : ''} ${action.accounts.map((a) => escape(a.accountNumber)).join(', ')}</p>`;
  return providerDocument(
    'Demo payment provider',
    `<h1>${method ? 'Secure payment method' : kind === 'payment' ? 'Secure payment' : 'Secure draft set-up'} (demo provider)</h1>
<p class="note">This is the demo co-op’s fake hosted payment page: no card or bank number is asked for and no money moves.</p>
${summary}
${incomplete}
<form method="post" action="${escape(completeUrl)}">
${hidden('transNo', action?.transNo ?? transNoOf(fields))}
${hidden('kind', kind)}
${hidden('HostedCCReturn', fields.get('HostedCCReturn'))}
${hidden('HostedCCCancel', fields.get('HostedCCCancel'))}
${hidden('IsQuickPay', fields.get('IsQuickPay'))}
${hidden('AccountNumber', fields.get('AccountNumber'))}
${hidden('portal', portal)}
<fieldset><legend>${method ? 'Save' : kind === 'payment' ? 'Pay with' : 'Draft from'}</legend>
<label><input type="radio" name="method" value="cc"${chosen === 'cc' ? ' checked' : ''}${card ? '' : ' disabled'}> ${method ? 'Discover card ending 1117' : 'Card ending 4242'}</label>
<label><input type="radio" name="method" value="echeck"${chosen === 'echeck' ? ' checked' : ''}${echeck || kind === 'draft' ? '' : ' disabled'}> ${method ? 'Savings account ending 2468' : 'Checking account ending 6789'}</label>
</fieldset>
<div class="actions">
<button type="submit" name="outcome" value="pay"${action ? '' : ' disabled'}>${method ? 'Save' : kind === 'payment' ? 'Pay' : 'Authorize'}</button>
<button type="submit" name="outcome" value="cancel">Cancel</button>
</div>
</form>
${postedFields(fields)}
`,
  );
}

function withQuery(
  target: string,
  base: string,
  values: Record<string, string | undefined>,
): string {
  const url = new URL(target || '/', base);
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  return url.href;
}

/**
 * Pay or Cancel on the provider page: records the payment (or the drafts) in the store and answers
 * where the browser goes next: the success or cancel return URL, as a real provider would.
 */
export function completeHostedAction(
  fields: URLSearchParams,
  store: DemoStore,
  base: string,
  day: Date = today(),
): string {
  const transNo = fields.get('transNo') ?? '';
  const action = store.pending.get(transNo);
  const portal = fields.get('portal') ?? undefined;
  const cancel = fields.get('HostedCCCancel') ?? '';
  if (fields.get('outcome') !== 'pay' || !action) {
    return withQuery(cancel, base, { portal });
  }
  const method = fields.get('method') === 'echeck' ? 'echeck' : 'cc';
  const lastFour = method === 'cc' ? '4242' : '6789';
  if (action.kind === 'method') {
    // The provider keeps the number and hands back a token and the masked number. The demo's token
    // carries what it stands for, so it holds across the page load that brings the member back.
    const saved = providerMethod(store.next('PM-'), method, day);
    store.pending.delete(transNo);
    return withQuery(fields.get('HostedCCReturn') ?? '', base, {
      token: methodToken(action.memberNumber, method, saved.id),
      maskedNumber: saved.maskedNumber,
      portal,
    });
  }
  if (action.kind === 'payment' && action.paymentDate) {
    // A later payment date: authorized now, added to the scheduled payments when the portal
    // completes it (completeScheduledPayment) with the encodedParam.
    store.pending.delete(transNo);
    const { memberNumber, accounts, paymentDate } = action;
    return withQuery(fields.get('HostedCCReturn') ?? '', base, {
      encodedParam: scheduleParam({ transNo, memberNumber, accounts, paymentDate, method }),
      portal,
    });
  }
  if (action.kind === 'payment') {
    store.recordPayment(action, method, lastFour, day);
  } else {
    for (const item of action.accounts) {
      store.drafts.set(item.accountNumber, {
        draftAccountType: method === 'cc' ? 'Credit Card' : 'Checking',
        draftAccountNumberMasked: `••••${lastFour}`,
        financialInstitutionName: method === 'cc' ? 'Visa' : 'First Prairie Bank',
        draftType: method === 'cc' ? 'Credit Card Draft' : 'Bank Draft',
        draftDay: action.draftDay ?? action.draftMethod ?? 'WHEN_BILLED',
      });
    }
    store.pending.delete(transNo);
  }
  return withQuery(fields.get('HostedCCReturn') ?? '', base, {
    encodedParam:
      action.kind === 'payment'
        ? paymentResultParam(transNo, store)
        : draftsParam(
            store,
            action.accounts.map((item) => item.accountNumber),
          ),
    isFromQuickPay: action.quickPay ? 'true' : undefined,
    accountno: action.accounts[0]?.accountNumber,
    portal,
  });
}

async function formOf(request: Request): Promise<URLSearchParams> {
  const text = await request.text();
  return new URLSearchParams(text);
}

function portalOf(request: Request): string {
  if (portalUrlOverride) return portalUrlOverride;
  const referer = request.headers.get('Referer');
  try {
    if (referer) return `${new URL(referer).origin}/`;
  } catch {
    // fall through
  }
  return `${new URL(request.url).origin}/`;
}

function apiBaseOf(request: Request, path: string): string {
  const url = new URL(request.url);
  return `${url.origin}${url.pathname.slice(0, url.pathname.lastIndexOf(path))}`;
}

/** The portal page a payment callback sends the browser to. */
function portalTarget(
  flow: 'quick-pay' | 'payments' | 'drafts' | 'schedule' | 'methods',
  outcome: 'success' | 'cancel',
  query: URLSearchParams,
  request: Request,
): string {
  const portal = query.get('portal') || portalOf(request);
  const method = `billpayments/payment-profile?${
    outcome === 'cancel'
      ? 'canceled=true'
      : new URLSearchParams({
          token: query.get('token') ?? '',
          maskedNumber: query.get('maskedNumber') ?? '',
        }).toString()
  }`;
  const page =
    flow === 'methods'
      ? method
      : flow === 'schedule'
        ? outcome === 'success'
          ? `schedule-payments-success?encodedParam=${encodeURIComponent(query.get('encodedParam') ?? '')}`
          : 'schedule-payments-cancel'
        : flow === 'drafts'
          ? outcome === 'success'
            ? `draft-payments?statuscode=0&encodedParam=${encodeURIComponent(query.get('encodedParam') ?? '')}`
            : 'draft-payments'
          : outcome === 'cancel'
            ? 'payment-cancel'
            : flow === 'quick-pay'
              ? `payment-success?isFromQuickPay=true&encodedParam=${encodeURIComponent(query.get('encodedParam') ?? '')}`
              : `payment-success?encodedParam=${encodeURIComponent(query.get('encodedParam') ?? '')}&accountno=${encodeURIComponent(query.get('accountno') ?? '')}`;
  return new URL(page, portal.endsWith('/') ? portal : `${portal}/`).href;
}

const redirect = (location: string) =>
  new HttpResponse(null, { status: 303, headers: { Location: location } });

function callbackHandlers() {
  const routes = [
    [paymentCallbackPaths.quickPaySuccess, 'quick-pay', 'success'],
    [paymentCallbackPaths.quickPayCancel, 'quick-pay', 'cancel'],
    [paymentCallbackPaths.paymentSuccess, 'payments', 'success'],
    [paymentCallbackPaths.paymentCancel, 'payments', 'cancel'],
    [paymentCallbackPaths.draftSuccess, 'drafts', 'success'],
    [paymentCallbackPaths.draftCancel, 'drafts', 'cancel'],
    [scheduleCallbackPaths.success, 'schedule', 'success'],
    [scheduleCallbackPaths.cancel, 'schedule', 'cancel'],
    [paymentMethodCallbackPaths.success, 'methods', 'success'],
    [paymentMethodCallbackPaths.cancel, 'methods', 'cancel'],
  ] as const;
  return routes.flatMap(([path, flow, outcome]) => {
    const resolver = async ({ request }: { request: Request }) => {
      const query = new URL(request.url).searchParams;
      if (request.method === 'POST') {
        for (const [key, value] of await formOf(request)) query.set(key, value);
      }
      const location = portalTarget(flow, outcome, query, request);
      return request.headers.get('X-Demo-Provider') === 'fetch'
        ? HttpResponse.json({ location })
        : redirect(location);
    };
    return [http.get(`*${path}`, resolver), http.post(`*${path}`, resolver)];
  });
}

/**
 * The fake hosted provider (payments and draft set-up), the demo usage-analytics provider and the
 * API's payment callbacks.
 */
export const providerHandlers = [
  ...(
    [
      [hostedPaymentPath, 'payment'],
      [hostedDraftPath, 'draft'],
      [hostedMethodPath, 'method'],
    ] as const
  ).map(([path, kind]) =>
    http.post(`*${path}`, async ({ request }) => {
      const fields = await formOf(request);
      const transNo = transNoOf(fields);
      const action = transNo ? demoStore().pending.get(transNo) : undefined;
      const base = apiBaseOf(request, path);
      return HttpResponse.html(
        renderProviderPage(
          kind,
          fields,
          action,
          `${base}${providerCompletePath}`,
          portalOf(request),
        ),
      );
    }),
  ),
  http.post(`*${usageAnalyticsPath}`, async ({ request }) =>
    HttpResponse.html(renderUsageAnalyticsPage(await formOf(request), portalOf(request))),
  ),
  http.post(`*${providerCompletePath}`, async ({ request }) => {
    const fields = await formOf(request);
    const location = completeHostedAction(fields, demoStore(), request.url);
    // The browser demo completes by fetch (navigations bypass the service worker).
    return request.headers.get('X-Demo-Provider') === 'fetch'
      ? HttpResponse.json({ location })
      : redirect(location);
  }),
  ...callbackHandlers(),
];
