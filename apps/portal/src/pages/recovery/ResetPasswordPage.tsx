import { ResetPassword } from '@coop-portal/widgets';
import { useSearchParams } from '../../routing/hooks';

/**
 * Reset Password (/reset-password?otc=…, doc 2 §2.5, §4): the ResetPassword widget with the link's
 * one-time code, as the page (its title is the page's h1). Success links to /login; an invalid
 * link or a failed reset links home.
 */
export function ResetPasswordPage() {
  const [query] = useSearchParams();
  return (
    <ResetPassword otc={query.get('otc')} signInHref="/login" homeHref="/home" headingLevel={1} />
  );
}
