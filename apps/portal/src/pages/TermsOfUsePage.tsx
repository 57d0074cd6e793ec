import { SafeHtml } from '@coop-portal/ui';
import { useSiteSettingsData } from '../startup/useStartup';
import { pageMessages } from './messages';
import * as styles from './pages.css';

const m = pageMessages.termsOfUse;

/**
 * Terms of Use (doc 3 §2.8): the legal content of the site settings, sanitised by the ui kit's
 * SafeHtml, or 'There are no Terms of Use available.'
 */
export function TermsOfUsePage() {
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
