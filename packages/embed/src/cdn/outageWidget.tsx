// The outage report's widget script, fetched by the `<coop-outage>` loader on intent. A classic
// script (IIFE): it hands `mount` to the loader through `window.CoopPortalEmbed` and defines no
// global of its own. Built on preact/compat (scripts/preact.mjs): `react` imports resolve to Preact.
import widgetCss from 'coop-embed:css';
import * as z from 'zod/mini';
import { createMount, outageView } from '../core';
import { hostCss, surfaceCss, triggerCss } from '../hostStyles';
import { runEffectsLikeReact } from './preactOptions';
import { registerKey } from './protocol';

declare const __COOP_VERSION__: string;

// A host page's strict Content-Security-Policy forbids `new Function`: zod must never try its
// compiled fast path (even its probe for eval reports a violation). Schemas parse only later.
z.config({ jitless: true });
runEffectsLikeReact();

const mount = createMount(
  { outage: outageView },
  [widgetCss, hostCss, triggerCss, surfaceCss].join('\n'),
);

window.CoopPortalEmbed?.[registerKey]({ version: __COOP_VERSION__, widgets: ['outage'], mount });
