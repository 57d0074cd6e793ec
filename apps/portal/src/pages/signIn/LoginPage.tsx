import { SignInForm } from '@coop-portal/widgets';
import { useNavigate, useSearchParams } from '../../routing/hooks';
import { useRouteTitles } from '../../routing/handle';
import * as pageStyles from '../pages.css';

/**
 * Sign-in (/login, doc 1 §2.7): the SignInForm widget with the page's query — returnUrl (followed
 * only when it is a same-origin relative path) and sessionTimeOut ('You have successfully logged
 * out'). Once signed in the member goes where the widget says, replacing /login in the history.
 */
export function LoginPage() {
  const [title] = useRouteTitles();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const sessionTimeOut = query.get('sessionTimeOut');
  return (
    <>
      <h1 className={pageStyles.pageTitle}>{title}</h1>
      <SignInForm
        returnUrl={query.get('returnUrl')}
        showLoggedOutNotice={sessionTimeOut !== null && sessionTimeOut !== 'false'}
        onSignedIn={({ path }) => void navigate(path, { replace: true })}
      />
    </>
  );
}
