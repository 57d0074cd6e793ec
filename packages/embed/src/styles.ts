import uiCss from '@coop-portal/ui/styles.css?inline';
import widgetsCss from '@coop-portal/widgets/styles.css?inline';
import { hostCss, surfaceCss, triggerCss } from './hostStyles';

/** Everything the widgets need, in the order the cascade layers expect. */
export const embedCss = [uiCss, widgetsCss, hostCss, triggerCss, surfaceCss].join('\n');
