import { useCatalogue } from '@coop-portal/ui';
import { useErrorMessage } from '@coop-portal/widgets';
import { startupErrorMessages, startupErrorTranslations } from '../startup/messages';
import { StartupError } from '../startup/StartupError';
import { StartupLoadError } from '../startup/startup';
import { usePageError } from '../routing/router';
import { RouteError } from './RouteError';

/** The start-up error page for settings that could not load: the failure's message, else ours. */
function SettingsError({ error }: { error: StartupLoadError }) {
  const m = useCatalogue(startupErrorMessages, startupErrorTranslations);
  const errorMessage = useErrorMessage();
  return <StartupError message={errorMessage(error.reason, m.settingsFailed)} />;
}

/** The root's error page: the start-up error page when the settings could not load, else RouteError. */
export function RootError() {
  const error = usePageError();
  if (error instanceof StartupLoadError) {
    console.error(error.reason);
    return <SettingsError error={error} />;
  }
  return <RouteError />;
}
