import { LocaleProvider, NativeButton, useCatalogue, type Locale } from '@coop-portal/ui';
import { useErrorMessage } from '@coop-portal/widgets';
import { Suspense } from 'react';
import { startupErrorMessages, startupErrorTranslations } from './messages';
import * as styles from './StartupError.css';

export interface StartupErrorProps {
  /** What went wrong, as the failure says it; without one, that the portal could not start. */
  message?: string;
  /**
   * The failure itself, when no `message` is given: its message in the page's language (the API
   * client's own wording, e.g. an unreadable portal-config.json, is translated); without one, that
   * the portal could not start.
   */
  error?: unknown;
  details?: string;
  /**
   * The language of the page, where no provider gives one (main.tsx, when the portal could not
   * start): the member's choice, else the browser's. Inside the portal, the portal's language.
   */
  locale?: Locale;
}

function StartupErrorPage({ message, error, details }: Omit<StartupErrorProps, 'locale'>) {
  const m = useCatalogue(startupErrorMessages, startupErrorTranslations);
  const errorMessage = useErrorMessage();
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{m.title}</h1>
      <p className={styles.message} role="alert">
        {message || (error === undefined ? m.failed : errorMessage(error, m.failed))}
      </p>
      {details ? <pre className={styles.details}>{details}</pre> : null}
      <NativeButton variant="primary" onPress={() => window.location.reload()}>
        {m.reload}
      </NativeButton>
    </main>
  );
}

/** What a visitor sees when the portal cannot start: a clear message and a way to try again. */
export function StartupError({ locale, ...props }: StartupErrorProps) {
  if (!locale) return <StartupErrorPage {...props} />;
  return (
    <LocaleProvider locale={locale}>
      <Suspense fallback={null}>
        <StartupErrorPage {...props} />
      </Suspense>
    </LocaleProvider>
  );
}
