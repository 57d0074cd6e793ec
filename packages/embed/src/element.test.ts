import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CoopQuickPayAttributeName, CoopQuickPayElement } from './element';
import type { QuickPayEventMap } from './events';
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
