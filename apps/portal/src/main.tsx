import { ConfigError, type PortalConfig } from '@coop-portal/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createPortalDeps } from './app/deps';
import { PortalApp } from './PortalApp';
import { createRoutes } from './routes';
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
    // The demo backend started as soon as the configuration was read, and API calls wait for it;
    // the router loads the first page's code meanwhile. The start-up reads sent early are answered
    // through early.fetch.
    const deps = createPortalDeps(config, {
      ready: early.demoBackend(config),
      fetch: early.fetch,
    });
    const router = createPortalBrowserRouter(createRoutes(deps), {
      basename: import.meta.env.BASE_URL,
    });
    root.render(
      <StrictMode>
        <PortalApp deps={deps} router={router} />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error(error);
    const message = error instanceof Error ? error.message : 'The member portal could not start.';
    root.render(
      <StrictMode>
        <StartupError
          message={message}
          details={error instanceof ConfigError ? error.details : undefined}
        />
      </StrictMode>,
    );
  },
);
