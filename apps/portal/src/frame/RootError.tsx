import { StartupError } from '../startup/StartupError';
import { StartupLoadError } from '../startup/startup';
import { usePageError } from '../routing/router';
import { RouteError } from './RouteError';

/** The root's error page: the start-up error page when the settings could not load, else RouteError. */
export function RootError() {
  const error = usePageError();
  if (error instanceof StartupLoadError) {
    console.error(error.reason);
    return <StartupError message={error.message} />;
  }
  return <RouteError />;
}
