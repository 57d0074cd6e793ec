import uiCss from '@coop-portal/ui/styles.css?inline';
import widgetsCss from '@coop-portal/widgets/styles.css?inline';
import { hostCss, triggerCss } from './hostStyles';

/** Everything the widgets need, in the order the cascade layers expect. */
export const embedCss = [uiCss, widgetsCss, hostCss, triggerCss].join('\n');
