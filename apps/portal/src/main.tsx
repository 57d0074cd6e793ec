import { ConfigError, type PortalConfig } from '@coop-portal/api-client';
import { StrictMode, type ReactNode } from 'react';
import { createPortalDeps } from './app/deps';
import { initialLocale } from './app/locale';
import { PortalApp } from './PortalApp';
import { createRoutes, pageCodeAfterFrame } from './routes';
import { createPortalBrowserRouter } from './routing/router';
import { boot } from './startup/boot';
import { early } from './startup/early';
import { StartupError } from './startup/StartupError';
import './global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// React DOM's renderer is the largest file of the first page (the build gives it a chunk of its
// own, which index.html preloads): the portal's code does not wait for it to start up, so the
// opened page's loader sends the page's reads while it still downloads.
const renderer = import('react-dom/client');

/** Renders into #root once the renderer is in. */
function render(element: ReactNode) {
  renderer.then(
    ({ createRoot }) => createRoot(container!).render(<StrictMode>{element}</StrictMode>),
    (error: unknown) => console.error(error),
  );
}

boot(import.meta.env.BASE_URL, early.fetch).then(
  (config: PortalConfig) => {
    // The demo backend started as soon as the configuration was read, and API calls wait for it.
    // The start-up reads sent early are answered through early.fetch.
    const deps = createPortalDeps(config, {
      ready: early.demoBackend(config),
      fetch: early.fetch,
    });
    // The router starts at once: the opened page's loader sends its reads.
    const router = createPortalBrowserRouter(createRoutes(deps), {
      basename: import.meta.env.BASE_URL,
      // The first page's code loads once the frame is on screen: on a phone's network the frame's
      // code and the start-up reads come first. In demo mode the frame waits for the demo backend
      // to start, so the page's code loads meanwhile.
      firstPageCodeAfterFrame: config.demoMode ? false : pageCodeAfterFrame,
    });
    render(<PortalApp deps={deps} router={router} initialLocale={initialLocale()} />);
  },
  (error: unknown) => {
    console.error(error);
    render(
      <StartupError
        error={error}
        details={error instanceof ConfigError ? error.details : undefined}
        locale={initialLocale()}
      />,
    );
  },
);
