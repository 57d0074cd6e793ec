import {
  createApiClient,
  createSession,
  DEFAULT_REQUEST_TIMEOUT_MS,
  type ApiClient,
  type ApiClientOptions,
  type Session,
} from '@coop-portal/api-client';
import {
  ApiClientProvider,
  createQueryClient,
  SessionProvider,
} from '@coop-portal/api-client/react';
import {
  DEFAULT_LOCALE,
  LocaleProvider,
  MessageOverridesProvider,
  preloadCatalogues,
  type Locale,
  type MessageOverrides,
} from '@coop-portal/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { apiMessagesTranslations } from '../shared/apiMessages';

export interface CoopWidgetConfig {
  /** Base URL of the co-op API, absolute or relative to the page. */
  apiBaseUrl: string;
  /** The co-op's application id, sent as the `ApplicationId` header. */
  applicationId: string;
  /** Every request ends after this many milliseconds (default 30000). */
  requestTimeoutMs?: number;
}

export interface CoopWidgetProviderProps extends CoopWidgetConfig {
  /** Reuse the host's QueryClient (the portal does); a widget on its own gets its own. */
  queryClient?: QueryClient;
  /**
   * Reuse a ready API client (the portal's, wired to its session); otherwise one is made from the
   * config and wired to the session below, so quick-pay and member calls carry their bearer token.
   */
  apiClient?: ApiClient;
  /**
   * Reuse the host's session (the portal's: signed-in member, quick-pay token); otherwise one is
   * made with `createSession()` (the quick-pay token in local storage, doc 1 §4.1).
   */
  session?: Session;
  /** Passed to the API client made here (wording, fetch…); wins over the session's token wiring. */
  clientOptions?: Omit<ApiClientOptions, 'apiBaseUrl' | 'applicationId' | 'requestTimeoutMs'>;
  /**
   * The widgets' language: 'en-US' (the default) or 'es-US'. Their wording, dates and amounts, and
   * react-aria's own strings, follow it; a translation loads on demand, the first time it is used.
   */
  locale?: Locale;
  /**
   * The co-op's own wording, by language, catalogue name and message name (`{ 'en-US': { quickPay:
   * { title: 'Pay your bill' } } }`): the widgets' and the kit's wording in the current language
   * with these on top. A message with values takes a template (`{0}`, `{1}`… for its values in
   * order). An unknown name or a value of the wrong kind is ignored with a warning in the console.
   * Give the same object from one render to the next.
   */
  messages?: MessageOverrides | undefined;
  children: ReactNode;
}

/**
 * The one provider every widget needs: API base URL, application id, time-out, language and the
 * co-op's wording in; an API client, a query cache, a session, the language and the wording out.
 * The same widget then works in the portal, in a co-op's React app and in an embed's shadow root.
 */
export function CoopWidgetProvider({
  apiBaseUrl,
  applicationId,
  requestTimeoutMs = DEFAULT_REQUEST_TIMEOUT_MS,
  queryClient,
  apiClient,
  session,
  clientOptions,
  locale = DEFAULT_LOCALE,
  messages,
  children,
}: CoopWidgetProviderProps) {
  // The client's own error messages in the widgets' language start loading with the kit's wording,
  // so that a widget does not wait for them once its own wording is in.
  void preloadCatalogues(locale, [apiMessagesTranslations]);
  const [ownQueryClient] = useState(() => queryClient ?? createQueryClient());
  // Made once even when the host passes one (cheap: it reads storage only when asked), so the
  // widget keeps working if the host's session goes away.
  const [ownSession] = useState(createSession);
  const activeSession = session ?? ownSession;
  // The session made here stops its expiry timer when the widget goes away.
  useEffect(() => () => ownSession.dispose(), [ownSession]);
  const client = useMemo(
    () =>
      apiClient ??
      createApiClient({
        ...activeSession.clientOptions(),
        ...clientOptions,
        apiBaseUrl,
        applicationId,
        requestTimeoutMs,
      }),
    [apiClient, activeSession, clientOptions, apiBaseUrl, applicationId, requestTimeoutMs],
  );
  return (
    <QueryClientProvider client={queryClient ?? ownQueryClient}>
      <ApiClientProvider client={client}>
        <SessionProvider session={activeSession}>
          {/* A widget whose translation is still loading shows once it is in (the provider's
              Suspense boundary; the host's own, nearer the widget, come first). */}
          <LocaleProvider locale={locale}>
            <MessageOverridesProvider overrides={messages}>{children}</MessageOverridesProvider>
          </LocaleProvider>
        </SessionProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
