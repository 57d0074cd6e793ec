import { SafeHtml, useCatalogue } from '@coop-portal/ui';
import { useSiteSettingsData } from '../startup/useStartup';
import { pageMessages, pageTranslations } from './messages';
import * as styles from './pages.css';

/**
 * Terms of Use (doc 3 §2.8): the legal content of the site settings, sanitised by the ui kit's
 * SafeHtml, or 'There are no Terms of Use available.' The co-op's legal content is shown as given,
 * in every language.
 */
export function TermsOfUsePage() {
  const m = useCatalogue(pageMessages, pageTranslations).termsOfUse;
  const { legalContent } = useSiteSettingsData();
  const html = legalContent?.trim();
  return (
    <>
      <h1 className={styles.pageTitle}>{m.title}</h1>
      {html ? (
        <SafeHtml html={html} className={styles.content} />
      ) : (
        <p className={styles.message}>{m.none}</p>
      )}
    </>
  );
}
