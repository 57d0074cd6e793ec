// The `<coop-quick-pay>` loader: the one script a co-op page includes for Quick Pay. It defines the
// element and `window.CoopPortalEmbed`, draws the themed button at once, and fetches the widget
// script (React, the dialog, the API client) only on intent — pointer over, focus or click — or at
// once when `mode="inline"` (embedLoader.ts).
import { quickPayAttributes } from '../quickPay/attributes';
import { defaultQuickPayLabels } from '../quickPay/label';
import { startLoader } from './embedLoader';

declare const __COOP_VERSION__: string;
declare const __COOP_WIDGET_FILE__: string;
declare const __COOP_WIDGET_INTEGRITY__: string;
declare const __COOP_THEME_CSS__: string;

startLoader({
  version: __COOP_VERSION__,
  tag: 'coop-quick-pay',
  widget: 'quick-pay',
  attributes: quickPayAttributes,
  defaultLabels: defaultQuickPayLabels,
  errorEvent: 'coop-quick-pay:error',
  widgetFile: __COOP_WIDGET_FILE__,
  widgetIntegrity: __COOP_WIDGET_INTEGRITY__,
  themeCss: __COOP_THEME_CSS__,
});
