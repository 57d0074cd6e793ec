import { ForgotCredentials } from '@coop-portal/widgets';

/**
 * Forgot Password (/forgot-password and /pages/forgot-password, doc 2 §2.5): the combined forgot
 * username/password widget in password mode, as the page (its title is the page's h1). It links to
 * /forgot-username, and after sending to /login.
 */
export function ForgotPasswordPage() {
  return <ForgotCredentials mode="password" headingLevel={1} />;
}
