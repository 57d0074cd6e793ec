import { ContactDetails } from '@coop-portal/widgets';
import { createMount, outageView, quickPayView } from './core';
import { embedCss } from './styles';

export type { EmbedLocale, EmbedWidget, MountedWidget, MountOptions } from './core';

/**
 * Mounts a widget into `element`, isolated in an open shadow root: the host page's CSS cannot
 * restyle it and its CSS cannot leak out. Quick Pay dispatches `coop-quick-pay:*` events and the
 * outage report `coop-outage:*` events from `element`.
 *
 * ```js
 * const widget = mount(document.querySelector('#pay'), {
 *   widget: 'quick-pay',
 *   apiBaseUrl: 'https://api.example.coop',
 *   applicationId: 'web',
 * });
 * ```
 */
export const mount = createMount(
  { 'contact-details': () => <ContactDetails />, 'quick-pay': quickPayView, outage: outageView },
  embedCss,
);
