import { ForgotCredentials } from '@coop-portal/widgets';

/**
 * Forgot Username (/forgot-username, doc 3 §2.12): the combined forgot username/password widget in
 * username mode, as the page (its title is the page's h1). It links to /forgot-password, and after
 * sending to /login.
 */
export function ForgotUsernamePage() {
  return <ForgotCredentials mode="username" headingLevel={1} />;
}
