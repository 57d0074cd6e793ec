import { SessionProvider } from '@coop-portal/api-client/react';
import { addTranslationLoader, DEFAULT_LOCALE, LOCALES, type Locale } from '@coop-portal/ui';
import { CoopWidgetProvider } from '@coop-portal/widgets';
import { startTransition, useLayoutEffect, useMemo, useState } from 'react';
import type { PortalDeps } from './app/deps';
import { LocaleChoiceProvider, rememberLocale } from './app/locale';
import { PortalRouterProvider, type PortalRouter } from './routing/router';
import { loadReactAriaStrings } from 'virtual:react-aria-strings';

// react-aria's own strings (a date field's segment names, what a combo box announces): the build
// keeps their English in every page and loads another language's with the kit's wording in it
// (build/reactAriaStrings.ts).
for (const locale of LOCALES) addTranslationLoader(locale, () => loadReactAriaStrings(locale));

export interface PortalAppProps {
  deps: PortalDeps;
  router: PortalRouter;
  /**
   * The language the portal starts in (main.tsx passes `initialLocale()`: the member's choice, else
   * the browser's); English (US) when not given.
   */
  initialLocale?: Locale;
}

/**
 * The portal: one API client, one session and one query cache for every page and widget, in the
 * member's language, with the co-op's own wording from `portal-config.json` (`messages`). `<html lang>` follows it. A switch keeps the page on screen until the new
 * language's wording is in (a transition), then shows it everywhere at once.
 */
export function PortalApp({ deps, router, initialLocale = DEFAULT_LOCALE }: PortalAppProps) {
  const { config, apiClient, queryClient, session } = deps;
  const [locale, setLocale] = useState(initialLocale);
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const choice = useMemo(
    () => ({
      locale,
      chooseLocale: (next: Locale) => {
        rememberLocale(next);
        startTransition(() => setLocale(next));
      },
    }),
    [locale],
  );
  return (
    <CoopWidgetProvider
      locale={locale}
      messages={config.messages}
      apiBaseUrl={config.apiBaseUrl}
      applicationId={config.applicationId}
      requestTimeoutMs={config.requestTimeoutMs}
      apiClient={apiClient}
      queryClient={queryClient}
      session={session}
    >
      <LocaleChoiceProvider value={choice}>
        <SessionProvider session={session}>
          <PortalRouterProvider router={router} />
        </SessionProvider>
      </LocaleChoiceProvider>
    </CoopWidgetProvider>
  );
}
