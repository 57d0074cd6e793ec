import { ConfigError, type PortalConfig } from '@coop-portal/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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
const root = createRoot(container);

boot(import.meta.env.BASE_URL, early.fetch).then(
  (config: PortalConfig) => {
    // The demo backend started as soon as the configuration was read, and API calls wait for it.
    // The start-up reads sent early are answered through early.fetch.
    const deps = createPortalDeps(config, {
      ready: early.demoBackend(config),
      fetch: early.fetch,
    });
    const router = createPortalBrowserRouter(createRoutes(deps), {
      basename: import.meta.env.BASE_URL,
      // The first page's code loads once the frame is on screen: on a phone's network the frame's
      // code and the start-up reads come first. In demo mode the frame waits for the demo backend
      // to start, so the page's code loads meanwhile.
      firstPageCodeAfterFrame: config.demoMode ? false : pageCodeAfterFrame,
    });
    root.render(
      <StrictMode>
        <PortalApp deps={deps} router={router} initialLocale={initialLocale()} />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error(error);
    root.render(
      <StrictMode>
        <StartupError
          error={error}
          details={error instanceof ConfigError ? error.details : undefined}
          locale={initialLocale()}
        />
      </StrictMode>,
    );
  },
);
