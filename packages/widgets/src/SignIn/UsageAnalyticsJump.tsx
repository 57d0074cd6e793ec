import { isUsageAnalyticsRedirect, type UsageAnalyticsSettings } from '@coop-portal/api-client';
import { useCurrentUser, useUsageAnalyticsSettings } from '@coop-portal/api-client/react';
import { AlertDialog, Spinner, useCatalogue } from '@coop-portal/ui';
import { skipToken } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useApiMessages, useErrorMessage } from '../shared/useErrorMessage';
import {
  usageAnalyticsJumpMessages,
  usageAnalyticsJumpTranslations,
  type UsageAnalyticsJumpMessages,
} from './messages';
import { postForm } from '../shared/postForm';
import * as styles from './SignInForm.css';

export interface UsageAnalyticsJumpProps {
  /** The member; defaults to the signed-in member of the session. */
  memberNumber?: string | null;
  /** The account to open, when the host knows one (e.g. the selected account). */
  accountNumber?: string | null;
  /** A co-op's own wording, in the language the widget speaks: it replaces that language's text. */
  messages?: Partial<UsageAnalyticsJumpMessages>;
  /** The 'Redirect' alert (code 3101) was answered with Continue: go to the account overview. */
  onContinue?: () => void;
  /** Any other failure (doc 2 §8): go to the account overview. `message` is the catalogue's text. */
  onFailed?: (detail: { message: string }) => void;
  /** The settings arrived: the form is being posted to `url` and the browser leaves. */
  onRedirect?: (detail: { url: string }) => void;
}

/** The provider's address: only an absolute http(s) URL is posted to (never `javascript:` etc.). */
function providerUrl(aclaraUrl: string): string | null {
  try {
    const url = new URL(aclaraUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The fields posted to the provider: every value of the settings but the address itself. Posted
 * (not put in a query string), so the web token stays out of the address bar, the history and the
 * provider's access logs.
 */
export function usageAnalyticsFormFields(settings: UsageAnalyticsSettings): Record<string, string> {
  return {
    clientId: settings.clientId,
    memberNumber: settings.memberNumber,
    accountNumber: settings.accountNumber,
    premiseId: settings.premiseId,
    webToken: settings.webToken,
  };
}

/**
 * The jump to the external usage-analytics provider (doc 2 §2.10, §8): shows 'Please wait we are
 * redirecting...', reads the member's usage-analytics settings (GET /v2/aclara/member/{memberNumber})
 * and posts them as a form to the settings' `aclaraUrl`, so the browser leaves for the provider.
 * Error code 3101 shows the alert 'Redirect' with the server's message and Continue
 * (`onContinue`); any other failure calls `onFailed`. The host sends a visitor who is not signed in
 * to its login page first.
 */
export function UsageAnalyticsJump({
  memberNumber,
  accountNumber,
  messages,
  onContinue,
  onFailed,
  onRedirect,
}: UsageAnalyticsJumpProps) {
  const errorMessage = useErrorMessage();
  const apiText = useApiMessages();
  const text: UsageAnalyticsJumpMessages = {
    ...useCatalogue(usageAnalyticsJumpMessages, usageAnalyticsJumpTranslations),
    ...messages,
  };
  const user = useCurrentUser();
  const member = memberNumber ?? user?.memberNumber;
  const settings = useUsageAnalyticsSettings(
    member
      ? { params: { memberNumber: member }, query: accountNumber ? { accountNumber } : {} }
      : skipToken,
    // The web token is for one jump: never served from the cache.
    { staleTime: 0, gcTime: 0 },
  );
  const formRef = useRef<HTMLDivElement>(null);
  const done = useRef(false);

  const redirect = useEffectEvent((data: UsageAnalyticsSettings) => {
    const url = providerUrl(data.aclaraUrl);
    const container = formRef.current;
    if (!url || !container) {
      onFailed?.({ message: apiText.invalidResponse });
      return;
    }
    onRedirect?.({ url });
    postForm(container, url, usageAnalyticsFormFields(data));
  });
  const failed = useEffectEvent((error: unknown) => onFailed?.({ message: errorMessage(error) }));

  const { data, error } = settings;
  const isRedirectAlert = error !== null && isUsageAnalyticsRedirect(error);
  useEffect(() => {
    if (done.current) return;
    if (data) {
      done.current = true;
      redirect(data);
    } else if (error && !isUsageAnalyticsRedirect(error)) {
      done.current = true;
      failed(error);
    }
  }, [data, error]);

  return (
    <>
      {isRedirectAlert ? null : (
        <div className={styles.waiting}>
          <Spinner size="md" label={text.waiting} showLabel />
        </div>
      )}
      <div ref={formRef} hidden />
      <AlertDialog
        title={text.redirectTitle}
        isOpen={isRedirectAlert}
        confirmLabel={text.continue}
        cancelLabel={null}
        onConfirm={onContinue}
        // Escape leads to the same place as Continue.
        onCancel={onContinue}
      >
        {error ? errorMessage(error) : null}
      </AlertDialog>
    </>
  );
}
