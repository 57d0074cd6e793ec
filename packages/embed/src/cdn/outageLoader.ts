// The `<coop-outage>` loader: the one script a co-op page includes for the outage report. It
// defines the element and (unless the Quick Pay loader did) `window.CoopPortalEmbed`, draws the
// themed button at once, and fetches the widget script (the outage report and the API client) only
// on intent — pointer over, focus or click — or at once when `mode="inline"` (embedLoader.ts).
import { outageAttributes } from '../outage/attributes';
import { defaultOutageLabels } from '../outage/label';
import { startLoader } from './embedLoader';

declare const __COOP_VERSION__: string;
declare const __COOP_WIDGET_FILE__: string;
declare const __COOP_WIDGET_INTEGRITY__: string;
declare const __COOP_THEME_CSS__: string;

startLoader({
  version: __COOP_VERSION__,
  tag: 'coop-outage',
  widget: 'outage',
  attributes: outageAttributes,
  defaultLabels: defaultOutageLabels,
  errorEvent: 'coop-outage:error',
  widgetFile: __COOP_WIDGET_FILE__,
  widgetIntegrity: __COOP_WIDGET_INTEGRITY__,
  themeCss: __COOP_THEME_CSS__,
});
