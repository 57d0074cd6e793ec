// `@coop-portal/embed/jsx`: `<coop-quick-pay>` and `<coop-outage>` in a React 19 app's TSX. Types only (its JavaScript
// module is empty): it adds the element to React's JSX intrinsic elements, with the attributes the
// element reads, and brings in the element's DOM types (tag name and events).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type {
  CoopOutageAttributes,
  CoopOutageElement,
  CoopQuickPayAttributes,
  CoopQuickPayElement,
} from './element';

/** The props of `<coop-quick-pay>` in JSX: its attributes, and those of any HTML element. */
export type CoopQuickPayJsxProps = DetailedHTMLProps<
  HTMLAttributes<CoopQuickPayElement>,
  CoopQuickPayElement
> &
  CoopQuickPayAttributes;

/** The props of `<coop-outage>` in JSX: its attributes, and those of any HTML element. */
export type CoopOutageJsxProps = DetailedHTMLProps<
  HTMLAttributes<CoopOutageElement>,
  CoopOutageElement
> &
  CoopOutageAttributes;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX namespace, augmented
  namespace JSX {
    interface IntrinsicElements {
      'coop-quick-pay': CoopQuickPayJsxProps;
      'coop-outage': CoopOutageJsxProps;
    }
  }
}

export type {
  CoopOutageAttributeName,
  CoopOutageAttributes,
  CoopOutageElement,
  CoopQuickPayAttributeName,
  CoopQuickPayAttributes,
  CoopQuickPayElement,
} from './element';
export type {
  OutageErrorDetail,
  OutageEventMap,
  OutageEventName,
  OutageReportedDetail,
  QuickPayErrorDetail,
  QuickPayEventMap,
  QuickPayEventName,
  QuickPayPaymentStartedDetail,
  QuickPayVerifiedDetail,
} from './events';
