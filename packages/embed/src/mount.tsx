import { ContactDetails, CoopWidgetProvider } from '@coop-portal/widgets';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_PortalProvider } from 'react-aria';
import { attachIsolatedRoot } from './shadow';
import { embedCss } from './styles';

/** The widgets a page can mount. */
export type EmbedWidget = 'contact-details';

export interface MountOptions {
  widget: EmbedWidget;
  /** Base URL of the co-op API. */
  apiBaseUrl: string;
  /** The co-op's application id. */
  applicationId: string;
  /** Request time-out in milliseconds (default 30000). */
  requestTimeoutMs?: number;
  /** Force a colour scheme; leave out to follow the visitor's system setting. */
  colorScheme?: 'light' | 'dark';
}

export interface MountedWidget {
  /** Change options in place (the widget keeps its state where it can). */
  update(options: Partial<MountOptions>): void;
  /** Remove the widget and everything it added. */
  unmount(): void;
}

function check(options: MountOptions) {
  const missing = (['widget', 'apiBaseUrl', 'applicationId'] as const).filter(
    (key) => typeof options[key] !== 'string' || options[key].trim() === '',
  );
  if (missing.length > 0) {
    throw new TypeError(`@coop-portal/embed mount(): missing ${missing.join(', ')}`);
  }
  if (options.widget !== 'contact-details') {
    throw new TypeError(`@coop-portal/embed mount(): unknown widget "${String(options.widget)}"`);
  }
}

/**
 * Mounts a widget into `element`, isolated in an open shadow root: the host page's CSS cannot
 * restyle it and its CSS cannot leak out.
 *
 * ```js
 * const widget = mount(document.querySelector('#contact'), {
 *   widget: 'contact-details',
 *   apiBaseUrl: 'https://api.example.coop',
 *   applicationId: 'web',
 * });
 * ```
 */
export function mount(element: HTMLElement, initial: MountOptions): MountedWidget {
  check(initial);
  let options = initial;
  const isolated = attachIsolatedRoot(element, embedCss);
  const root = createRoot(isolated.container);

  const render = () => {
    if (options.colorScheme) element.setAttribute('data-coop-theme', options.colorScheme);
    else element.removeAttribute('data-coop-theme');
    root.render(
      <StrictMode>
        <UNSAFE_PortalProvider getContainer={() => isolated.container}>
          <CoopWidgetProvider
            key={`${options.apiBaseUrl}|${options.applicationId}`}
            apiBaseUrl={options.apiBaseUrl}
            applicationId={options.applicationId}
            requestTimeoutMs={options.requestTimeoutMs}
          >
            <ContactDetails />
          </CoopWidgetProvider>
        </UNSAFE_PortalProvider>
      </StrictMode>,
    );
  };
  render();

  let mounted = true;
  return {
    update(next) {
      if (!mounted) return;
      const merged = { ...options, ...next };
      check(merged);
      options = merged;
      render();
    },
    unmount() {
      if (!mounted) return;
      mounted = false;
      root.unmount();
      isolated.detach();
      element.removeAttribute('data-coop-theme');
    },
  };
}
