import { RegistrationWizard } from '@coop-portal/widgets';
import { useConfigurationValues } from '../../startup/useStartup';

/**
 * Registration (/register, doc 1 §2.8): the registration wizard with the configuration keys the
 * portal loaded at start-up. Its stage headers are the page's h1; the success screen links to
 * /login.
 */
export function RegisterPage() {
  const configurationSettings = useConfigurationValues();
  return (
    <RegistrationWizard
      configurationSettings={configurationSettings}
      loginHref="/login"
      headingLevel={1}
    />
  );
}
