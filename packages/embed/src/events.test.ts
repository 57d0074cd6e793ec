import type {
  OutageReportedDetail as WidgetOutageReportedDetail,
  OutageReportErrorDetail as WidgetOutageErrorDetail,
  QuickPayErrorDetail as WidgetErrorDetail,
  QuickPayPaymentStartedDetail as WidgetPaymentStartedDetail,
  QuickPayVerifiedDetail as WidgetVerifiedDetail,
} from '@coop-portal/widgets';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  outageEventNames,
  quickPayEventNames,
  type OutageErrorDetail,
  type OutageEventMap,
  type OutageReportedDetail,
  type QuickPayErrorDetail,
  type QuickPayEventMap,
  type QuickPayPaymentStartedDetail,
  type QuickPayVerifiedDetail,
} from './events';

// The package declares its event details itself (its published types name no other package);
// they must say exactly what the bundled widget hands over.
describe('coop-quick-pay events: the published details match the widget', () => {
  it('verified and payment-started carry the widget callbacks’ details unchanged', () => {
    expectTypeOf<QuickPayVerifiedDetail>().toEqualTypeOf<WidgetVerifiedDetail>();
    expectTypeOf<QuickPayPaymentStartedDetail>().toEqualTypeOf<WidgetPaymentStartedDetail>();
  });

  it('error is the widget’s error detail, or a `load` failure of the element itself', () => {
    expectTypeOf<keyof QuickPayErrorDetail>().toEqualTypeOf<keyof WidgetErrorDetail>();
    expectTypeOf<QuickPayErrorDetail['step']>().toEqualTypeOf<WidgetErrorDetail['step'] | 'load'>();
    expectTypeOf<QuickPayErrorDetail['message']>().toEqualTypeOf<WidgetErrorDetail['message']>();
  });

  it('every event of the map is listed once', () => {
    expectTypeOf<(typeof quickPayEventNames)[number]>().toEqualTypeOf<keyof QuickPayEventMap>();
    expect(new Set(quickPayEventNames).size).toBe(quickPayEventNames.length);
  });
});

describe('coop-outage events: the published details match the widget', () => {
  it('reported carries the widget callback’s detail unchanged: the account number and message', () => {
    expectTypeOf<OutageReportedDetail>().toEqualTypeOf<WidgetOutageReportedDetail>();
  });

  it('error is the widget’s error detail, or a `load` failure of the element itself', () => {
    expectTypeOf<keyof OutageErrorDetail>().toEqualTypeOf<keyof WidgetOutageErrorDetail>();
    expectTypeOf<OutageErrorDetail['step']>().toEqualTypeOf<
      WidgetOutageErrorDetail['step'] | 'load'
    >();
  });

  it('every event of the map is listed once', () => {
    expectTypeOf<(typeof outageEventNames)[number]>().toEqualTypeOf<keyof OutageEventMap>();
    expect(new Set(outageEventNames).size).toBe(outageEventNames.length);
  });
});
