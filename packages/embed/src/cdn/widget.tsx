// The Quick Pay widget script, fetched by the loader on intent. A classic script (IIFE): it hands
// `mount` to the loader through `window.CoopPortalEmbed` and defines no global of its own.
import widgetCss from 'coop-embed:css';
import * as z from 'zod/mini';
import { createMount, quickPayView } from '../core';
import { hostCss, triggerCss } from '../hostStyles';
import { registerKey } from './protocol';

declare const __COOP_VERSION__: string;

// A host page's strict Content-Security-Policy forbids `new Function`: zod must never try its
// compiled fast path (even its probe for eval reports a violation). Schemas parse only later.
z.config({ jitless: true });

const mount = createMount(
  { 'quick-pay': quickPayView },
  [widgetCss, hostCss, triggerCss].join('\n'),
);

window.CoopPortalEmbed?.[registerKey]({ version: __COOP_VERSION__, mount });
