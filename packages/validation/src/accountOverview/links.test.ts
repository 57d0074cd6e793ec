import { describe, expect, it } from 'vitest';
import {
  accountPageHref,
  outageStatusHref,
  paymentProgramLinks,
  quickLinks,
  type QuickLinksInput,
} from './index';

const every = [
  'Autopay',
  'Arrangements',
  'Notifications',
  'AverageBilling',
  'Usages',
  'OnlineServiceOrder',
  'RoundUp',
].map((name) => ({ name, enable: true }));
const off = (...names: string[]) =>
  every.map((feature) => (names.includes(feature.name) ? { ...feature, enable: false } : feature));

const account: QuickLinksInput['account'] = {
  accountNumber: '1000001',
  accountType: 'Electric',
  locationId: 'LOC-1000001',
  memberNumber: '800001',
  isPrepaidAccount: false,
  collectMeterReading: false,
  meterSenseccUrl: null,
  ccPdfLinkText: null,
  viewccPdfUrl: null,
};

const ids = (input: Partial<QuickLinksInput>) =>
  quickLinks({
    account,
    features: every,
    configuration: { allowSubscribeForNotification: true },
    ...input,
  }).map((link) => link.id);

describe('doc 2 §2.1 Quick Links', () => {
  it('lists the links in the spec’s order with their pages', () => {
    const links = quickLinks({
      account: {
        ...account,
        ccPdfLinkText: 'Capital Credit Statement',
        viewccPdfUrl: 'capital-credits/800001/statement.pdf',
        collectMeterReading: true,
      },
      features: every,
      configuration: { allowSubscribeForNotification: true },
      paperless: { memberLevel: false, accountLevel: true },
    });
    expect(
      links.map((link) => [link.label, link.kind === 'link' ? link.href : link.viewccPdfUrl]),
    ).toEqual([
      ['Account Profile', '/account-profile?accountno=1000001'],
      ['Alerts & Notifications', '/manage-notifications'],
      ['Paperless Billing', '/my-profile'],
      [
        'Outage Reporting',
        '/outage-status?accountno=1000001&accounttype=Electric&locationid=LOC-1000001&memberno=800001',
      ],
      ['Service Requests', '/service-requests?accountno=1000001'],
      ['Usage Tracker', '/usage-tracker?accountno=1000001'],
      ['Capital Credit Statement', 'capital-credits/800001/statement.pdf'],
      ['Meter Reading', '/service-requests?accountno=1000001'],
    ]);
    expect(links.find((link) => link.id === 'paperless-billing')).toMatchObject({
      state: { isPaperless: true },
    });
    expect(links.find((link) => link.id === 'capital-credit-pdf')?.kind).toBe('capitalCreditPdf');
  });

  it('always has Account Profile and Outage Reporting', () => {
    expect(ids({ features: [], configuration: { allowSubscribeForNotification: false } })).toEqual([
      'account-profile',
      'outage-reporting',
    ]);
  });

  it.each([
    [{ features: off('Notifications') }, false],
    [{ configuration: { allowSubscribeForNotification: false } }, false],
    [{}, true],
  ])(
    'Alerts & Notifications needs the Notifications feature and allowSubscribeForNotification: %j → %s',
    (input, shown) => {
      expect(ids(input).includes('alerts-notifications')).toBe(shown);
    },
  );

  it.each([
    [{ memberLevel: true, accountLevel: false }, true],
    [{ memberLevel: false, accountLevel: true }, true],
    [{ memberLevel: false, accountLevel: false }, false],
    [{}, false],
  ])(
    'Paperless Billing needs a member-level or account-level paperless setting: %j → %s',
    (paperless, shown) => {
      expect(ids({ paperless }).includes('paperless-billing')).toBe(shown);
    },
  );

  it('Service Requests and Usage Tracker follow their features', () => {
    expect(ids({ features: off('OnlineServiceOrder') })).not.toContain('service-requests');
    expect(ids({ features: off('Usages') })).not.toContain('usage-tracker');
  });

  it.each([
    ['Capital Credit Statement', 'capital-credits/1.pdf', true],
    ['Capital Credit Statement', ' ', false],
    [null, 'capital-credits/1.pdf', false],
  ])(
    'the capital credit PDF link needs its text %j and URL %j → %s',
    (ccPdfLinkText, viewccPdfUrl, shown) => {
      expect(
        ids({ account: { ...account, ccPdfLinkText, viewccPdfUrl } }).includes(
          'capital-credit-pdf',
        ),
      ).toBe(shown);
    },
  );

  describe('Meter Reading: the account collects readings and is not prepaid', () => {
    it.each([
      [{ collectMeterReading: true }, true],
      [{ collectMeterReading: true, isPrepaidAccount: true }, false],
      [{ collectMeterReading: false }, false],
    ])('%j → %s', (fields, shown) => {
      expect(ids({ account: { ...account, ...fields } }).includes('meter-reading')).toBe(shown);
    });

    it('opens the meter reading site in a new tab when the account gives one', () => {
      const [reading] = quickLinks({
        account: {
          ...account,
          collectMeterReading: true,
          meterSenseccUrl: 'https://reads.example/',
        },
        features: [],
        configuration: {},
      }).filter((link) => link.id === 'meter-reading');
      expect(reading).toMatchObject({ href: 'https://reads.example/', external: true });
    });
  });

  it('leaves a missing location out of the outage link', () => {
    expect(
      outageStatusHref({
        accountNumber: '3000027',
        accountType: 'Electric',
        locationId: null,
        memberNumber: '800004',
      }),
    ).toBe('/outage-status?accountno=3000027&accounttype=Electric&memberno=800004');
    expect(accountPageHref('/usage-tracker', '3000002')).toBe('/usage-tracker?accountno=3000002');
  });
});

describe('doc 2 §2.1 Payment Programs links', () => {
  const config = { allowBankDraft: true, allowCreditDraft: true, whecEnabled: false };

  it('lists every program in the spec’s order with its page', () => {
    const { custom, links } = paymentProgramLinks({ features: every, configuration: config });
    expect(custom).toBe(false);
    expect(links.map((link) => [link.label, link.href])).toEqual([
      ['Auto Pay', '/billpayments/auto-pay'],
      ['Average Billing', '/levelized-billing'],
      ['Draft Payments', '/draft-payments'],
      ['Payment Arrangement', '/billpayments/view-arrangements'],
      ['Pay Multiple Accounts', '/billpayments/pay-multiple'],
      ['Operation Roundup', '/operation-roundup'],
    ]);
  });

  it('keeps only Pay Multiple Accounts when every feature is off', () => {
    const { links } = paymentProgramLinks({
      features: [],
      configuration: { allowBankDraft: true, allowCreditDraft: false },
    });
    expect(links.map((link) => link.label)).toEqual(['Pay Multiple Accounts']);
  });

  it.each([
    [true, false, false],
    [false, true, false],
    [true, true, true],
  ])(
    'Draft Payments needs bank draft (%s) and credit draft (%s) → %s',
    (allowBankDraft, allowCreditDraft, shown) => {
      const { links } = paymentProgramLinks({
        features: [],
        configuration: { allowBankDraft, allowCreditDraft },
      });
      expect(links.some((link) => link.id === 'draft-payments')).toBe(shown);
    },
  );

  it('calls Draft Payments EZ Pay where whecEnabled is on', () => {
    const { links } = paymentProgramLinks({
      features: [],
      configuration: { ...config, whecEnabled: true },
    });
    expect(links.find((link) => link.id === 'draft-payments')?.label).toBe('EZ Pay');
  });

  it('is replaced by the custom menu when the co-op uses one', () => {
    const { custom, links } = paymentProgramLinks({
      features: every,
      configuration: {
        ...config,
        useCustomMenu: true,
        mcpMenu: [
          {
            title: 'Pay by Text',
            moduleLink: 'https://text.example/pay',
            external: true,
            position: 2,
          },
          {
            title: 'Programs',
            position: 1,
            subMenu: [{ title: 'Budget Plan', moduleLink: 'levelized-billing' }],
          },
          { title: 'Nowhere', moduleLink: '#' },
        ],
      },
    });
    expect(custom).toBe(true);
    expect(links.map((link) => [link.label, link.href, link.external])).toEqual([
      ['Budget Plan', '/levelized-billing', false],
      ['Pay by Text', 'https://text.example/pay', true],
    ]);
  });

  it('keeps the standard links when the custom menu is on but empty', () => {
    const { custom } = paymentProgramLinks({
      features: every,
      configuration: { ...config, useCustomMenu: true, mcpMenu: [] },
    });
    expect(custom).toBe(false);
  });
});
