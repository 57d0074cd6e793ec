import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  CoopOutageAttributeName,
  CoopOutageElement,
  CoopQuickPayAttributeName,
  CoopQuickPayElement,
} from './element';
import type { OutageEventMap, QuickPayEventMap } from './events';
import { outageAttributes } from './outage/attributes';
import { quickPayAttributes } from './quickPay/attributes';

describe('<coop-quick-pay>: the published DOM types', () => {
  it('types exactly the attributes the element observes', () => {
    expectTypeOf<(typeof quickPayAttributes)[number]>().toEqualTypeOf<CoopQuickPayAttributeName>();
    expect(new Set(quickPayAttributes).size).toBe(quickPayAttributes.length);
  });

  it('gives querySelector the element and addEventListener each event’s detail', () => {
    expectTypeOf<HTMLElementTagNameMap['coop-quick-pay']>().toEqualTypeOf<CoopQuickPayElement>();
    expectTypeOf<HTMLElementEventMap['coop-quick-pay:payment-started']>().toEqualTypeOf<
      CustomEvent<QuickPayEventMap['coop-quick-pay:payment-started']>
    >();
    expectTypeOf<DocumentEventMap['coop-quick-pay:error']['detail']>().toEqualTypeOf<
      QuickPayEventMap['coop-quick-pay:error']
    >();
    expectTypeOf<WindowEventMap['coop-quick-pay:verified']['detail']>().toEqualTypeOf<
      QuickPayEventMap['coop-quick-pay:verified']
    >();
  });
});

describe('<coop-outage>: the published DOM types', () => {
  it('types exactly the attributes the element observes', () => {
    expectTypeOf<(typeof outageAttributes)[number]>().toEqualTypeOf<CoopOutageAttributeName>();
    expect(new Set(outageAttributes).size).toBe(outageAttributes.length);
  });

  it('gives querySelector the element and addEventListener each event’s detail', () => {
    expectTypeOf<HTMLElementTagNameMap['coop-outage']>().toEqualTypeOf<CoopOutageElement>();
    expectTypeOf<DocumentEventMap['coop-outage:reported']['detail']>().toEqualTypeOf<
      OutageEventMap['coop-outage:reported']
    >();
    expectTypeOf<WindowEventMap['coop-outage:error']['detail']>().toEqualTypeOf<
      OutageEventMap['coop-outage:error']
    >();
  });
});
