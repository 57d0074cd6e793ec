// A type test, never rendered (main.tsx does not import it): `tsc --noEmit` in the consumer test
// (scripts/react-consumer-test.mjs) checks @coop-portal/embed's published typings the way a React
// app sees them. The element is typed in JSX with the attributes it reads, and `addEventListener`
// types each `coop-quick-pay:*` event's `detail`. Every `@ts-expect-error` below marks a use the
// typings must refuse: if one is accepted, the comment itself becomes the error.
import type {} from '@coop-portal/embed/jsx';
import { useEffect, useRef } from 'react';

/** `<coop-quick-pay>` (defined by the embed's loader script) in a React component. */
export function QuickPayElement() {
  const ref = useRef<HTMLElementTagNameMap['coop-quick-pay']>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onStarted = (event: HTMLElementEventMap['coop-quick-pay:payment-started']) => {
      const { accountNumber, paymentAmount, paymentType, actionUrl } = event.detail;
      const amount: number = paymentAmount;
      const type: 'cc' | 'echeck' = paymentType;
      console.info('Quick Pay started', accountNumber, amount.toFixed(2), type, actionUrl);
    };
    element.addEventListener('coop-quick-pay:payment-started', onStarted);
    element.addEventListener('coop-quick-pay:verified', (event) => {
      console.info('verified', event.detail.accountNumber, event.detail.memberNumber);
    });
    element.addEventListener('coop-quick-pay:ready', () => element.open());
    // The events bubble out of the element and are composed: the document hears them too.
    const onError = (event: DocumentEventMap['coop-quick-pay:error']) => {
      const step: 'account' | 'verify' | 'pay' | 'load' = event.detail.step;
      console.warn(`Quick Pay failed at the ${step} step: ${event.detail.message}`);
    };
    document.addEventListener('coop-quick-pay:error', onError);
    return () => {
      element.removeEventListener('coop-quick-pay:payment-started', onStarted);
      document.removeEventListener('coop-quick-pay:error', onError);
    };
  }, []);

  return (
    <coop-quick-pay
      ref={ref}
      id="pay"
      className="site-quick-pay"
      api-base-url="https://api.example.coop"
      application-id="web"
      account-number="1000001"
      mode="inline"
      theme="dark"
      label="Pay my bill"
      request-timeout={20000}
    />
  );
}

/** The two attributes every `<coop-quick-pay>` needs. */
const required = { 'api-base-url': 'https://api.example.coop', 'application-id': 'web' } as const;

/** What the typings must refuse in JSX (TypeScript reports each at the element's name). */
export const refusedInJsx = [
  // @ts-expect-error -- api-base-url and application-id are required
  <coop-quick-pay key="required" mode="button" />,
  // @ts-expect-error -- mode is 'button' or 'inline'
  <coop-quick-pay key="mode" {...required} mode="popup" />,
  // @ts-expect-error -- theme is 'light' or 'dark' (leave it out to follow the system)
  <coop-quick-pay key="theme" {...required} theme="blue" />,
  // @ts-expect-error -- request-timeout is a number of milliseconds
  <coop-quick-pay key="timeout" {...required} request-timeout="soon" />,
  // @ts-expect-error -- the element has no such attribute
  <coop-quick-pay key="unknown" {...required} amount="42.00" />,
];

/** What the typings must refuse in event listeners. */
export function refusedInListeners(element: HTMLElementTagNameMap['coop-quick-pay']) {
  element.addEventListener('coop-quick-pay:payment-started', (event) => {
    // @ts-expect-error -- paymentAmount is a number
    const amount: string = event.detail.paymentAmount;
    console.info(amount);
  });
  document.addEventListener('coop-quick-pay:verified', (event) => {
    // @ts-expect-error -- verified carries the account and member numbers, no amount
    console.info(event.detail.paymentAmount);
  });
  window.addEventListener('coop-quick-pay:error', (event) => {
    // @ts-expect-error -- 'network' is not a step
    if (event.detail.step === 'network') console.info(event.detail.message);
  });
  element.addEventListener('coop-quick-pay:paid', (event) => {
    // @ts-expect-error -- no such event: the listener gets a plain Event, without detail
    console.info(event.detail);
  });
}
