import { CoopWidgetProvider } from '@coop-portal/widgets';
import { StrictMode, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { UNSAFE_PortalProvider } from 'react-aria';
import { enableShadowDOM } from '@react-stately/flags';
import { dispatchOutageEvent, dispatchQuickPayEvent } from './events';
import { OutageEmbed, type OutageEmbedOptions } from './outage/OutageEmbed';
import { QuickPayEmbed, type QuickPayEmbedOptions } from './quickPay/QuickPayEmbed';
import { attachIsolatedRoot } from './shadow';

/**
 * The widgets' languages, as `@coop-portal/ui`'s `Locale` (language.test.ts checks they agree),
 * written here so that the package's types need nothing it bundles in.
 */
export type EmbedLocale = 'en-US' | 'es-US';

/** The widgets a page can mount. */
export type EmbedWidget = 'contact-details' | 'quick-pay' | 'outage';

/** Quick Pay's and the outage report's options are the same three (account, mode, label). */
export interface MountOptions extends QuickPayEmbedOptions, OutageEmbedOptions {
  widget: EmbedWidget;
  /** Base URL of the co-op API. */
  apiBaseUrl: string;
  /** The co-op's application id. */
  applicationId: string;
  /** Request time-out in milliseconds (default 30000). */
  requestTimeoutMs?: number;
  /** Force a colour scheme; leave out to follow the visitor's system setting. */
  colorScheme?: 'light' | 'dark';
  /**
   * The widget's language: 'en-US' (the default) or 'es-US'. The `<coop-…>` elements set it from
   * their `lang` attribute, else the page's (see `embedLocale`).
   */
  locale?: EmbedLocale;
}

export interface MountedWidget {
  /** Change options in place (the widget keeps its state where it can). */
  update(options: Partial<MountOptions>): void;
  /** Quick Pay, outage: open the dialog. */
  open(): void;
  /** Remove the widget and everything it added. */
  unmount(): void;
}

/** What a widget renders; `host` is the element its events are dispatched from. */
export type WidgetView = ComponentType<{
  host: HTMLElement;
  options: MountOptions;
  openRequest: number;
  /**
   * The open requests already seen when this view was first asked for: a view that shows later
   * (its language's wording still loading) still opens for one made meanwhile.
   */
  openBaseline: number;
}>;

export const quickPayView: WidgetView = ({ host, options, openRequest, openBaseline }) => (
  <QuickPayEmbed
    host={host}
    accountNumber={options.accountNumber}
    mode={options.mode}
    label={options.label}
    openRequest={openRequest}
    openBaseline={openBaseline}
  />
);

export const outageView: WidgetView = ({ host, options, openRequest, openBaseline }) => (
  <OutageEmbed
    host={host}
    accountNumber={options.accountNumber}
    mode={options.mode}
    label={options.label}
    openRequest={openRequest}
    openBaseline={openBaseline}
  />
);

/**
 * Builds `mount()` over a set of widgets and their CSS (the npm entry has them all; the
 * `<coop-quick-pay>` script only Quick Pay and the `<coop-outage>` script only the outage report,
 * so each stays small).
 */
export function createMount(views: Partial<Record<EmbedWidget, WidgetView>>, css: string) {
  const check = (options: MountOptions) => {
    const missing = (['widget', 'apiBaseUrl', 'applicationId'] as const).filter(
      (key) => typeof options[key] !== 'string' || options[key].trim() === '',
    );
    if (missing.length > 0) {
      throw new TypeError(`@coop-portal/embed mount(): missing ${missing.join(', ')}`);
    }
    if (!Object.hasOwn(views, options.widget)) {
      throw new TypeError(`@coop-portal/embed mount(): unknown widget "${String(options.widget)}"`);
    }
  };

  return function mount(element: HTMLElement, initial: MountOptions): MountedWidget {
    check(initial);
    // Focus containment, restoration and outside-interaction checks must look through shadow
    // roots: react-aria does so once this flag is on.
    enableShadowDOM();
    let options = initial;
    let mounted = true;
    let openRequest = 0;
    // The widget is shown anew (a new provider) when the API changes: it opens only for later
    // requests. Until then, a request made before the widget showed still opens it.
    let openBaseline = 0;
    const isolated = attachIsolatedRoot(element, css);
    const root = createRoot(isolated.container);

    const render = () => {
      if (options.colorScheme) element.setAttribute('data-coop-theme', options.colorScheme);
      else element.removeAttribute('data-coop-theme');
      const View = views[options.widget] as WidgetView;
      root.render(
        <StrictMode>
          <UNSAFE_PortalProvider getContainer={() => isolated.container}>
            <CoopWidgetProvider
              key={`${options.apiBaseUrl}|${options.applicationId}`}
              apiBaseUrl={options.apiBaseUrl}
              applicationId={options.applicationId}
              requestTimeoutMs={options.requestTimeoutMs}
              locale={options.locale}
            >
              <View
                host={element}
                options={options}
                openRequest={openRequest}
                openBaseline={openBaseline}
              />
            </CoopWidgetProvider>
          </UNSAFE_PortalProvider>
        </StrictMode>,
      );
    };
    // The first render is synchronous: the widget is on screen when mount() returns.
    flushSync(render);
    if (options.widget === 'quick-pay' || options.widget === 'outage') {
      const widget = options.widget;
      // After the caller's own code, so listeners added right after mount() hear it.
      queueMicrotask(() => {
        if (!mounted) return;
        if (widget === 'quick-pay') dispatchQuickPayEvent(element, 'coop-quick-pay:ready', {});
        else dispatchOutageEvent(element, 'coop-outage:ready', {});
      });
    }

    return {
      update(next) {
        if (!mounted) return;
        const merged = { ...options, ...next };
        check(merged);
        const providerKey = (o: MountOptions) => `${o.apiBaseUrl}|${o.applicationId}`;
        if (providerKey(merged) !== providerKey(options)) openBaseline = openRequest;
        options = merged;
        render();
      },
      open() {
        if (!mounted) return;
        openRequest += 1;
        flushSync(render);
      },
      unmount() {
        if (!mounted) return;
        mounted = false;
        root.unmount();
        isolated.detach();
        element.removeAttribute('data-coop-theme');
      },
    };
  };
}
